import '../../../i18n-nutrition';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import type { Allergen, Diet, FoodSummary } from '@clinic/contracts';
import { useFoods, useSeedFoodSummaries } from '@clinic/api-client';
import { useTranslation } from '@clinic/i18n';
import { Text } from '@clinic/ui';

export const SEARCH_DEBOUNCE_MS = 200;

/** The text typed, settled: a search is sent once typing pauses, not on every key. */
export function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function FoodOption({ food }: { food: FoodSummary }) {
  const { t } = useTranslation('admin');
  return (
    <div style={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
      <div>
        {food.name}
        {food.hindiName && <Text type="secondary"> · {food.hindiName}</Text>}
      </div>
      <Text type="secondary" style={{ fontSize: 12 }}>
        {t(`foods.groups.${food.group}`)} · {t('foods.per100', { kcal: Math.round(food.per100g.energyKcal) })}
      </Text>
    </div>
  );
}

interface FoodPickerProps {
  label: string;
  onPick: (food: FoodSummary) => void;
  /** The client's diet and allergies, passed to the search as filters. */
  diet?: Diet | null;
  exclude?: readonly Allergen[];
  disabled?: boolean;
  width?: number | string;
}

/** Finds a food by English or Hindi name on the server (diet and allergies applied) and hands it over. */
export function FoodPicker({ label, onPick, diet, exclude, disabled, width = 320 }: FoodPickerProps) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const search = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const foods = useFoods({ search, diet, exclude, limit: 20 }, search.trim() !== '');
  const seed = useSeedFoodSummaries();
  const found = search.trim() ? (foods.data?.data ?? []) : [];
  return (
    <Select<string>
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      value={null}
      aria-label={label}
      placeholder={t('plans.items.searchPlaceholder')}
      style={{ width, maxWidth: '100%' }}
      disabled={disabled}
      loading={foods.isFetching}
      notFoundContent={search.trim() ? (foods.isFetching ? t('plans.items.searching') : t('plans.items.noFoods')) : t('plans.items.typeToSearch')}
      options={found.map((f) => ({ value: f._id, label: <FoodOption food={f} />, food: f }))}
      onChange={(id) => {
        const food = found.find((f) => f._id === id);
        if (!food) return;
        seed([food]);
        onPick(food);
        setText('');
      }}
    />
  );
}
