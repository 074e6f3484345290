import { Select, type SelectProps } from 'antd';
import { useMessages } from '@clinic/i18n';
import { useUiTranslation } from './i18n';

export interface ClientOption {
  _id: string;
  name: string;
  phone: string;
}

export interface ClientPickerProps extends Omit<SelectProps<string>, 'options' | 'showSearch' | 'loading' | 'notFoundContent' | 'onSearch'> {
  /** The clients matching what was typed (the screen asks the API, e.g. with `useClientSearch`). */
  clients: readonly ClientOption[] | undefined;
  searching: boolean;
  onSearch: (text: string) => void;
  /** A nutritionist's list holds only their care team (the API refuses anyone else): say so when it is empty. */
  careTeamOnly?: boolean;
}

/** The one way a screen picks a client: searched on the server by name or phone, shown as "Name · phone". */
export function ClientPicker({ clients, searching, onSearch, careTeamOnly = false, placeholder, ...select }: ClientPickerProps) {
  const { t } = useUiTranslation();
  const m = useMessages();
  return (
    <Select<string>
      {...select}
      placeholder={placeholder ?? t('clientPicker.placeholder')}
      showSearch={{ filterOption: false, onSearch }}
      loading={searching}
      options={(clients ?? []).map((c) => ({ value: c._id, label: `${c.name} · ${c.phone}` }))}
      notFoundContent={searching ? t('clientPicker.searching') : careTeamOnly ? m.care.noClientsYet : t('clientPicker.none')}
    />
  );
}
