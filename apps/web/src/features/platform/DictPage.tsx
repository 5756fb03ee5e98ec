/** Dictionaries, each with its items in a drawer (a second list over /admin/dict/item), and the sync action. */
import { SyncOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { feedback } from '../../app/feedback.ts';
import { resourceKeys } from '../../crud/resource-api.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import type { Row } from '../../crud/resource-api.ts';
import { dictApi, dictItemApi, syncDicts } from './platform-api.ts';
import { dictItemScreen, dictScreen } from './screens.ts';

function DictItems({ dict, onClose }: { dict: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const api = useMemo(() => dictItemApi(dict, queryClient), [dict, queryClient]);
  // Every dictionary's items share the list's cache key: drop them so another dictionary never shows these.
  useEffect(() => () => queryClient.removeQueries({ queryKey: resourceKeys(dictItemScreen.key).all }), [queryClient]);
  return (
    <Drawer open size={960} title={t('platform.dict.itemsOf', { type: dict.type })} onClose={onClose} destroyOnHidden data-testid="dict-items">
      <ResourcePage def={dictItemScreen} api={api} />
    </Drawer>
  );
}

export function DictPage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const api = useMemo(() => dictApi(queryClient), [queryClient]);
  const [open, setOpen] = useState<Row>();

  const sync = async () => {
    await syncDicts(queryClient);
    feedback.message?.success(t('platform.dict.synced'));
  };

  return (
    <>
      <ResourcePage
        def={dictScreen}
        api={api}
        rowActions={(row) => (
          <Button type="link" size="small" icon={<UnorderedListOutlined />} onClick={() => setOpen(row)} data-testid="dict-items-open">
            {t('platform.dict.items')}
          </Button>
        )}
        toolbar={() =>
          can('sys_dict_edit') && (
            <Button icon={<SyncOutlined />} onClick={sync} data-testid="dict-sync">
              {t('platform.dict.sync')}
            </Button>
          )
        }
      />
      {open && <DictItems dict={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
