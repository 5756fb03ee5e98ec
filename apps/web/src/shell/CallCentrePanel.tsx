/** The call-centre softphone under the top bar (65px, or 500px expanded); an incoming call opens call access. */
import { SITE } from '../app/config.ts';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserInfo } from '../api/session.ts';
import { CALL_PANEL_HEIGHT, callAccessPath, hasCallCentre, isIncomingCall, softphoneUrl } from './call-centre.ts';
import styles from './layout.module.css';

export function CallCentrePanel({ user }: { user: UserInfo['sysUser'] | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(false);
  const calls = useRef(0);
  const src = hasCallCentre(user) ? softphoneUrl(SITE.callCentreUrl, user) : undefined;

  useEffect(() => {
    if (!src) return;
    const origin = new URL(src, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !isIncomingCall(event.data)) return;
      calls.current += 1;
      navigate(callAccessPath(event.data.mobile, calls.current));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src, navigate]);

  if (!src) return null;
  return (
    <div className={styles.callCentre}>
      <iframe
        title={t('callCentre.title')}
        src={src}
        height={expanded ? CALL_PANEL_HEIGHT.expanded : CALL_PANEL_HEIGHT.collapsed}
        className={styles.callFrame}
        data-testid="call-centre"
      />
      <Button
        size="small"
        type="text"
        className={styles.callToggle}
        icon={expanded ? <UpOutlined /> : <DownOutlined />}
        aria-label={t(expanded ? 'callCentre.collapse' : 'callCentre.expand')}
        onClick={() => setExpanded((v) => !v)}
        data-testid="call-centre-toggle"
      />
    </div>
  );
}
