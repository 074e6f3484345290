import { Alert } from 'antd';
import { Link } from '@clinic/router';
import type { Schemas } from '@clinic/api-client';
import { Messages } from '@clinic/contracts';
import { PageTitle, useRole } from '@clinic/ui';
import { BackToProgress } from './progress-detail-page';

/** Why a record cannot be edited here, instead of a form that fails on save. */
export function ReadOnlyRecord({ record }: { record: Schemas['ProgressDto'] }) {
  const { is } = useRole();
  return (
    <div style={{ maxWidth: 560 }}>
      <BackToProgress />
      <PageTitle>Edit Progress Record</PageTitle>
      <Alert
        type="info"
        showIcon
        title={is('client') ? Messages.care.enteredByPractitioner : Messages.care.notTheAuthor}
        description={
          <>
            Entered by {record.enteredBy.name}. <Link to={`/progress/${record._id}`}>View the record</Link>
          </>
        }
      />
    </div>
  );
}
