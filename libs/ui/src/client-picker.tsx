import { Select, type SelectProps } from 'antd';
import { Messages } from '@clinic/contracts';

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
export function ClientPicker({ clients, searching, onSearch, careTeamOnly = false, placeholder = 'Search a client by name or phone', ...select }: ClientPickerProps) {
  return (
    <Select<string>
      {...select}
      placeholder={placeholder}
      showSearch={{ filterOption: false, onSearch }}
      loading={searching}
      options={(clients ?? []).map((c) => ({ value: c._id, label: `${c.name} · ${c.phone}` }))}
      notFoundContent={searching ? 'Searching…' : careTeamOnly ? Messages.care.noClientsYet : 'No clients found'}
    />
  );
}
