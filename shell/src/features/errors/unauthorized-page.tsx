import { Button, Result } from 'antd';
import { useNavigate } from '@clinic/router';
import { Messages } from '@clinic/contracts';

export function UnauthorizedPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      // The screen's h1, in the Result's own title style.
      title={<h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{Messages.access.deniedTitle}</h1>}
      subTitle={Messages.access.deniedText}
      extra={
        // One control, not a button inside a link (two tab stops for one action).
        <Button
          type="primary"
          href="/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/');
          }}
        >
          Go to the welcome page
        </Button>
      }
    />
  );
}
