import { useEffect, useMemo, useState } from 'react';
import { Alert, Avatar, Button, Card, Col, ConfigProvider, Flex, Row, Switch, Tag, Typography } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { DemoAccount } from '../data/accounts';
import { DEMO_ACCOUNTS } from '../data/accounts';
import { accountsForAppType, hintedAccount, ssoReturnUrl } from './sso-redirect';

const BUSINESS_LABEL: Record<DemoAccount['business'], { text: string; color: string }> = {
  candidate: { text: '求职者', color: 'blue' },
  staff: { text: '内部员工', color: 'green' },
  interview: { text: '面试官', color: 'purple' },
};

function AccountCard({ account, onLogin }: { account: DemoAccount; onLogin: (account: DemoAccount) => void }) {
  const business = BUSINESS_LABEL[account.business];
  return (
    <Card hoverable style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', height: '100%' } }}>
      <Flex gap={12} align="center" style={{ marginBottom: 12 }}>
        <Avatar size={44} style={{ background: '#1677ff', flexShrink: 0 }}>
          {account.name.slice(0, 1)}
        </Avatar>
        <div>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {account.name}
          </Typography.Text>
          <div>
            <Tag color={business.color}>{business.text}</Tag>
            <Typography.Text type="secondary">{account.label}</Typography.Text>
          </div>
        </div>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ flex: 1 }}>
        {account.description}
      </Typography.Paragraph>
      <Button
        type="primary"
        block
        onClick={() => onLogin(account)}
        aria-label={`以此身份登录：${account.name}（${account.label}）`}
      >
        以此身份登录
      </Button>
    </Card>
  );
}

/**
 * The mock single sign-on page (rule MOCK-2), mounted at /mock-sso/authorize in mock mode only.
 * It returns to redirect_uri with `code=mock-{accountId}` (which the mock code exchange accepts) and the `state` it
 * was sent. With a `login_hint` naming a demo account it returns at once: QA's one-step sign-in (README).
 */
export default function MockSsoPage() {
  const query = useMemo(() => new URLSearchParams(window.location.search), []);
  const redirectUri = query.get('redirect_uri');
  const appType = query.get('app_type');
  const appid = query.get('appid');
  const state = query.get('state');
  const hinted = hintedAccount(query.get('login_hint'), appType);
  const [showAll, setShowAll] = useState(false);
  const [error, setError] = useState<string>();
  const accounts = showAll ? [...DEMO_ACCOUNTS] : accountsForAppType(appType);

  const login = (account: DemoAccount) => {
    const target = ssoReturnUrl(redirectUri, account.id, window.location.origin, state);
    if (!target) {
      setError('回调地址（redirect_uri）缺失或不是本站地址，无法完成登录。');
      return;
    }
    window.location.assign(target);
  };

  useEffect(() => {
    const target = hinted ? ssoReturnUrl(redirectUri, hinted.id, window.location.origin, state) : undefined;
    if (target) window.location.replace(target);
  }, [hinted, redirectUri, state]);

  return (
    <ConfigProvider locale={zhCN}>
      <main
        style={{ minHeight: '100vh', background: 'linear-gradient(180deg, #e6f0ff 0%, #f5f7fa 320px)', padding: '48px 16px' }}
      >
        <div style={{ maxWidth: 960, margin: '0 auto' }}>
          <Flex vertical align="center" style={{ marginBottom: 32 }}>
            <Typography.Title level={1} style={{ marginBottom: 8, fontSize: 30 }}>
              统一身份认证（演示）
            </Typography.Title>
            <Typography.Text type="secondary">
              这是演示环境的模拟登录页，选择一个演示账号即可登录{appType === '13' ? '内部员工系统' : '招聘门户'}。
            </Typography.Text>
            {appid ? <Typography.Text type="secondary">应用：{appid}</Typography.Text> : null}
          </Flex>
          {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
          {!redirectUri ? (
            <Alert
              type="warning"
              showIcon
              title="缺少回调地址（redirect_uri），请从招聘门户的登录按钮进入。"
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Flex justify="flex-end" align="center" gap={8} style={{ marginBottom: 16 }}>
            <Typography.Text id="mock-sso-show-all">显示全部演示账号</Typography.Text>
            <Switch checked={showAll} onChange={setShowAll} aria-labelledby="mock-sso-show-all" />
          </Flex>
          <Row gutter={[16, 16]}>
            {accounts.map((account) => (
              <Col key={account.id} xs={24} sm={12} md={8}>
                <AccountCard account={account} onLogin={login} />
              </Col>
            ))}
          </Row>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 32 }}>
            演示数据保存在本浏览器中；在任意页面地址后加上 ?mockReset=1 可恢复初始演示数据。
          </Typography.Paragraph>
        </div>
      </main>
    </ConfigProvider>
  );
}
