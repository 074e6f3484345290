import { Select } from 'antd';
import { useTranslation } from '@clinic/i18n';
import { useCounterparts } from './use-counterparts';

/** Choose who to talk to; `known` keeps a chosen person labelled when the current search no longer lists them. */
export function CounterpartSelect({
  value,
  onChange,
  known,
  id,
  disabled,
}: {
  value?: string;
  onChange?: (value: string) => void;
  known?: { _id: string; name: string };
  id?: string;
  /** `false` keeps it on where a form or the shell (offline) would turn it off. */
  disabled?: boolean;
}) {
  const { t } = useTranslation('messaging');
  const { practitioner, options, loading, search } = useCounterparts();
  const withKnown = known && !options.some((o) => o.value === known._id) ? [{ value: known._id, label: known.name, hint: '' }, ...options] : options;
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      placeholder={practitioner ? t('counterpart.searchClient') : t('counterpart.chooseNutritionist')}
      loading={loading}
      style={{ width: '100%', maxWidth: 420 }}
      showSearch={search ? { filterOption: false, onSearch: search } : { optionFilterProp: 'label' }}
      options={withKnown.map((o) => ({ value: o.value, label: o.hint ? `${o.label} · ${o.hint}` : o.label }))}
      notFoundContent={loading ? t('counterpart.searching') : t('counterpart.none')}
      disabled={disabled}
    />
  );
}
