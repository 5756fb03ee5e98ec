/**
 * Adding or editing a member: the account (username and first password only when added), profile, department,
 * roles, posts and lock flag. Replaces the generic dialog because departments, roles and posts are chosen from lists.
 * An account another tenant shares keeps its profile read-only here: only its holder changes it (docs/accounts.md).
 */
import type { FieldDef, Lang } from '@as/shared';
import { Alert, ConfigProvider, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request.ts';
import { fieldRule } from '../../crud/field-rules.ts';
import { FieldInput } from '../../crud/FieldInput.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import type { EditorProps } from '../../crud/ResourcePage.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { usePosts, useRoles } from './access-api.ts';
import { DeptSelect } from './DeptSelect.tsx';
import { userScreen } from './screens.ts';

type Values = Record<string, unknown>;
const field = (name: string) => userScreen.fields.find((f) => f.name === name) as FieldDef;
const PROFILE = ['name', 'phone', 'email'].map(field);
const NAMES = ['username', 'password', ...PROFILE.map((f) => f.name), 'lockFlag', 'deptId', 'roleIds', 'postIds'];

export function UserEditor({ record, onSave, onClose }: EditorProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [form] = Form.useForm<Values>();
  const roles = useRoles();
  const posts = usePosts();
  const editing = record.id != null;
  const shared = Boolean(record.accountShared);
  const label = (name: string) => t(`entity.user.fields.${name}`);

  useEffect(() => {
    form.setFieldsValue({ lockFlag: '0', roleIds: [], postIds: [], ...record });
  }, [form, record]);

  async function save(): Promise<boolean> {
    const v = await checkedValues(form);
    if (!v) return false;
    // The server takes blanks as '' (a missing value would keep the old one), never null.
    // A shared account's profile is not sent: the server would refuse any change to it.
    const payload = {
      ...(editing ? { id: record.id } : { username: v.username, password: v.password }),
      ...(shared ? {} : { name: v.name ?? '', phone: v.phone ?? '', email: v.email ?? '' }),
      lockFlag: v.lockFlag,
      deptId: v.deptId ?? null,
      roleIds: v.roleIds ?? [],
      postIds: v.postIds ?? [],
    };
    try {
      await onSave(payload);
      return true;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      showServerErrors(form, e, NAMES);
      return false;
    }
  }

  const options = (list: { id: number; name: string }[] | undefined) => (list ?? []).map((x) => ({ value: x.id, label: x.name }));

  return (
    <SaveDialog form={form} formTestId="resource-form" title={`${t(editing ? 'common.edit' : 'common.add')} · ${t('entity.user.title')}`} onSave={save} onClose={onClose}>
      {shared && <Alert type="info" showIcon title={t('access.sharedAccount')} style={{ marginBottom: 16 }} data-testid="user-shared-hint" />}
      <Form.Item name="username" label={label('username')} rules={editing ? [] : [fieldRule(field('username'), lang)]}>
        <Input disabled={editing} maxLength={field('username').max} autoComplete="off" data-testid="user-username" />
      </Form.Item>
      {!editing && (
        <Form.Item name="password" label={label('password')} rules={[fieldRule(field('password'), lang)]}>
          <Input.Password maxLength={field('password').max} autoComplete="new-password" data-testid="user-password" />
        </Form.Item>
      )}
      <ConfigProvider componentDisabled={shared}>
        {PROFILE.map((f) => (
          <Form.Item key={f.name} name={f.name} label={label(f.name)} rules={shared ? [] : [fieldRule(f, lang)]}>
            <FieldInput field={f} />
          </Form.Item>
        ))}
      </ConfigProvider>
      <Form.Item name="lockFlag" label={label('lockFlag')} extra={editing ? t('access.lockInTenant') : undefined}>
        <FieldInput field={field('lockFlag')} />
      </Form.Item>
      <Form.Item name="deptId" label={label('deptId')}>
        <DeptSelect />
      </Form.Item>
      <Form.Item name="roleIds" label={label('roleIds')}>
        <Select mode="multiple" allowClear loading={roles.isPending} options={options(roles.data)} optionFilterProp="label" data-testid="user-roles" />
      </Form.Item>
      <Form.Item name="postIds" label={label('postIds')}>
        <Select mode="multiple" allowClear loading={posts.isPending} options={options(posts.data)} optionFilterProp="label" data-testid="user-posts" />
      </Form.Item>
    </SaveDialog>
  );
}
