import { Button, Result } from 'antd';
import { Link } from '@clinic/router';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="The page you asked for does not exist."
      extra={
        <Link to="/">
          <Button type="primary">Go to the welcome page</Button>
        </Link>
      }
    />
  );
}
