import { Button, Result } from 'antd';
import { Link } from '@clinic/router';
import { Messages } from '@clinic/contracts';

export function UnauthorizedPage() {
  return (
    <Result
      status="403"
      title={Messages.access.deniedTitle}
      subTitle={Messages.access.deniedText}
      extra={
        <Link to="/">
          <Button type="primary">Go to the welcome page</Button>
        </Link>
      }
    />
  );
}
