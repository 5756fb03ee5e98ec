/** Menu icon names from the server mapped to icon components; the client never loads code named by the server. */
import {
  ApartmentOutlined, ApiOutlined, AppstoreOutlined, BookOutlined, BranchesOutlined, ClockCircleOutlined, ClusterOutlined, ControlOutlined, DatabaseOutlined,
  EnvironmentOutlined, FileTextOutlined, FolderOutlined, HomeOutlined, IdcardOutlined, KeyOutlined, MenuOutlined, MessageOutlined, SettingOutlined,
  TeamOutlined, ToolOutlined, UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  'icon-home': HomeOutlined, 'icon-tool': ToolOutlined, 'icon-clock': ClockCircleOutlined, 'icon-environment': EnvironmentOutlined,
  'icon-user': UserOutlined, 'icon-team': TeamOutlined, 'icon-menu': MenuOutlined, 'icon-apartment': ApartmentOutlined,
  'icon-idcard': IdcardOutlined, 'icon-cluster': ClusterOutlined, 'icon-book': BookOutlined, 'icon-control': ControlOutlined,
  'icon-file-text': FileTextOutlined, 'icon-folder': FolderOutlined, 'icon-key': KeyOutlined, 'icon-message': MessageOutlined,
  'icon-api': ApiOutlined, 'icon-database': DatabaseOutlined, 'icon-setting': SettingOutlined,
  'icon-branches': BranchesOutlined,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
