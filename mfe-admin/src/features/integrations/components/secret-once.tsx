import { Alert, Button, Typography } from 'antd';

/** A secret shown right after it was made, and never again: the server keeps only its hash. */
export function SecretOnce({ label, secret, onDone }: { label: string; secret: string; onDone: () => void }) {
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginBottom: 16 }}
      title={label}
      description={
        <>
          <Typography.Paragraph>Copy it now: it will not be shown again.</Typography.Paragraph>
          <Typography.Paragraph code copyable={{ text: secret }} data-testid="secret">
            {secret}
          </Typography.Paragraph>
          <Button onClick={onDone}>I have stored it</Button>
        </>
      }
    />
  );
}
