/** The menus, top menus and buttons a role grants, ticked in the whole menu tree and saved as one set. */
import { useQueryClient } from '@tanstack/react-query';
import { Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../app/feedback.ts';
import { menuText } from '../../app/i18n.ts';
import type { Row } from '../../crud/resource-api.ts';
import { SaveDialog } from '../../crud/SaveDialog.tsx';
import { menuKeys } from '../../shell/menus.ts';
import { lookupKeys, saveRoleMenus, succeeded, type TreeRow, useMenuTree, useRoleMenus } from './access-api.ts';
import { toggleGrant } from './menu-grants.ts';

/** Groups open on their menus; a menu's buttons stay folded until asked for. */
const groupIds = (nodes: TreeRow[]): number[] => nodes.flatMap((n) => [...(n.children.some((c) => c.type !== '1') ? [n.id] : []), ...groupIds(n.children)]);

const toTreeData = (nodes: TreeRow[]): TreeDataNode[] =>
  nodes.map((n) => ({
    key: n.id,
    title: (
      <span data-testid={`grant-${n.key ?? ''}`}>
        {menuText(n.key ?? '', n.name)}
        {n.type === '1' && n.permission ? <Tag style={{ marginInlineStart: 6 }}>{n.permission}</Tag> : null}
      </span>
    ),
    children: toTreeData(n.children),
  }));

export function RolePermissionDialog({ role, onClose }: { role: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tree = useMenuTree();
  const current = useRoleMenus(role.id);
  const [granted, setGranted] = useState<Set<number>>();
  const treeData = useMemo(() => toTreeData(tree.data ?? []), [tree.data]);

  useEffect(() => {
    if (current.data) setGranted(new Set(current.data));
  }, [current.data]);

  async function save(): Promise<boolean> {
    if (!granted || !(await succeeded(saveRoleMenus(role.id, [...granted])))) return false;
    feedback.message?.success(t('common.success'));
    await Promise.all([queryClient.invalidateQueries({ queryKey: lookupKeys.roleMenus(role.id) }), queryClient.invalidateQueries({ queryKey: menuKeys.all })]);
    return true;
  }

  return (
    <SaveDialog
      title={`${t('access.permissions')} · ${role.name as string}`}
      saveDisabled={!granted || !tree.data}
      saveTestId="permissions-save"
      onSave={save}
      onClose={onClose}
    >
      {!granted || !tree.data ? (
        <Spin />
      ) : (
        <div style={{ maxHeight: 460, overflow: 'auto' }}>
          <Tree
            checkable
            checkStrictly
            selectable={false}
            virtual={false}
            defaultExpandedKeys={groupIds(tree.data)}
            treeData={treeData}
            checkedKeys={[...granted]}
            onCheck={(_, info) => setGranted((g) => toggleGrant(tree.data ?? [], g ?? new Set(), Number(info.node.key), info.checked))}
            data-testid="permission-tree"
          />
        </div>
      )}
    </SaveDialog>
  );
}
