import '../../../i18n-nutrition';
import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useFoods } from '@clinic/api-client';
import {
  type Allergen,
  allergensHit,
  type AmountRequest,
  type Diet,
  DIARY_NOTE_MAX_LENGTH,
  DIARY_PHOTO_MAX_BYTES,
  DIARY_PHOTO_TYPES,
  type FoodAmount,
  type FoodSummary,
  ITEM_GRAMS,
  ITEMS_PER_MEAL_MAX,
  MEASURE_COUNT,
  nutrientsFor,
} from '@clinic/contracts';
import { formatNumber, useLanguage, useTranslation } from '@clinic/i18n';
import { Button, Text } from '@clinic/ui';
import { amountText, foodName, measureName, NutrientLine } from '../../nutrition/components/nutrient-summary';

/** One food chosen for the entry: what the server is sent, and what the screen shows meanwhile. */
export interface ChosenItem {
  amount: AmountRequest;
  preview: FoodAmount;
}

export interface LogEntryValues {
  items: ChosenItem[];
  note: string;
  photo: File | null;
}

const GRAMS = '';

/** The photo's own checks before anything is sent: JPEG, PNG or WebP, at most 2 MB. */
export function photoProblem(file: File): 'type' | 'size' | null {
  if (!(DIARY_PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > DIARY_PHOTO_MAX_BYTES) return 'size';
  return null;
}

/** The food's amount as chosen: grams, or a count of one of its household measures. */
function toItem(food: FoodSummary, unit: string, value: number): ChosenItem {
  const measure = food.measures.find((m) => m.name === unit);
  const grams = measure ? Math.round(measure.grams * value * 10) / 10 : value;
  const amount: AmountRequest = measure ? { food: food._id, measure: { name: measure.name, count: value } } : { food: food._id, grams: value };
  return {
    amount,
    preview: { food: food._id, name: food.name, hindiName: food.hindiName, grams, ...(measure ? { measure: { name: measure.name, count: value } } : {}), nutrients: nutrientsFor(food.per100g, grams) },
  };
}

/**
 * "Log" for one meal time: foods searched by English or Hindi name (the client's diet and allergies
 * applied by the server), each with grams or a household measure, then an optional note and photo.
 * Its controls stay on offline: the entry is kept on the device and sent later. Searching needs the
 * connection; it says so.
 */
export function LogEntryModal({
  open,
  title,
  diet,
  allergies,
  online,
  onCancel,
  onSave,
}: {
  open: boolean;
  title: string;
  diet: Diet | null;
  allergies: readonly Allergen[];
  online: boolean;
  onCancel: () => void;
  onSave: (values: LogEntryValues) => void;
}) {
  const { t } = useTranslation('client');
  const language = useLanguage();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [food, setFood] = useState<FoodSummary | null>(null);
  const [unit, setUnit] = useState(GRAMS);
  const [value, setValue] = useState<number | null>(100);
  const [items, setItems] = useState<ChosenItem[]>([]);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  // Typing waits a moment before asking the server, so a phone does not send a search per letter.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 200);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    if (open) return;
    setTyped('');
    setFood(null);
    setItems([]);
    setNote('');
    setPhoto(null);
    setPhotoError(null);
    setFormError(null);
  }, [open]);

  const foods = useFoods({ search, diet, exclude: allergies, limit: 20 }, open && online && search.length > 0);
  const options = (foods.data?.data ?? []).map((f) => ({
    value: f._id,
    label: (
      <span style={{ whiteSpace: 'normal' }}>
        {foodName(f, language)} <Text type="secondary">· {t(`nutrition.groups.${f.group}`)}</Text>
      </span>
    ),
  }));
  const bounds = unit === GRAMS ? ITEM_GRAMS : MEASURE_COUNT;
  const valueOk = value !== null && value >= bounds.min && value <= bounds.max;

  const add = () => {
    if (!food || !valueOk || items.length >= ITEMS_PER_MEAL_MAX) return;
    setItems([...items, toItem(food, unit, value)]);
    setFood(null);
    setTyped('');
    setFormError(null);
  };

  const choosePhoto = (file: File | undefined) => {
    setPhoto(null);
    setPhotoError(null);
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) setPhotoError(t(problem === 'type' ? 'diary.photoType' : 'diary.photoSize'));
    else setPhoto(file);
  };

  const save = () => {
    if (items.length === 0) return setFormError(t('diary.noItems'));
    onSave({ items, note: note.trim(), photo });
  };

  const warned = food ? allergensHit(allergies, food) : [];

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={false}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" onClick={save} disabled={false}>
          {t('diary.save')}
        </Button>,
      ]}
    >
      <Form layout="vertical" disabled={false} component="div">
        <Form.Item label={t('diary.food')} htmlFor="diary-food" extra={online ? t('diary.searchHint') : t('diary.searchOffline')}>
          <Select
            id="diary-food"
            showSearch
            filterOption={false}
            searchValue={typed}
            onSearch={setTyped}
            value={food?._id ?? null}
            placeholder={t('diary.searchPlaceholder')}
            notFoundContent={search && !foods.isFetching ? t('diary.noFoods') : null}
            loading={foods.isFetching}
            options={options}
            disabled={!online}
            onChange={(id: string) => {
              const chosen = foods.data?.data.find((f) => f._id === id) ?? null;
              setFood(chosen);
              setUnit(chosen?.measures[0]?.name ?? GRAMS);
              setValue(chosen?.measures[0] ? 1 : 100);
            }}
          />
        </Form.Item>
        {food && (
          <>
            {warned.length > 0 && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('diary.allergyWarning', { allergens: warned.map((a) => t(`nutrition.allergens.${a}`)).join(', ') })} />}
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}>
              <Form.Item
                label={t('diary.amount')}
                htmlFor="diary-amount"
                validateStatus={valueOk ? undefined : 'error'}
                help={valueOk ? undefined : t('diary.amountBounds', { min: formatNumber(bounds.min), max: formatNumber(bounds.max) })}
                style={{ marginBottom: 8 }}
              >
                <InputNumber id="diary-amount" min={bounds.min} max={bounds.max} step={unit === GRAMS ? 10 : 1} value={value} onChange={setValue} style={{ width: 110 }} />
              </Form.Item>
              <Form.Item label={t('diary.unit')} htmlFor="diary-unit" style={{ marginBottom: 8, minWidth: 140 }}>
                <Select
                  id="diary-unit"
                  value={unit}
                  onChange={(u: string) => {
                    setUnit(u);
                    setValue(u === GRAMS ? 100 : 1);
                  }}
                  options={[
                    { value: GRAMS, label: t('diary.grams') },
                    ...food.measures.map((m) => ({ value: m.name, label: t('diary.measureOption', { measure: measureName(t, m.name), grams: formatNumber(m.grams, 1) }) })),
                  ]}
                />
              </Form.Item>
              <Button onClick={add} disabled={!valueOk} style={{ marginBottom: 8 }}>
                {t('diary.add')}
              </Button>
            </div>
          </>
        )}
        {items.length > 0 && (
          <ul aria-label={t('diary.chosen')} style={{ paddingLeft: 0, listStyle: 'none', margin: '0 0 12px' }}>
            {items.map((item, i) => (
              <li key={`${item.preview.food}-${i}`} style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '4px 0', borderBottom: '1px solid #f0f0f0' }}>
                <span style={{ overflowWrap: 'anywhere' }}>
                  {foodName(item.preview, language)} <Text type="secondary">{amountText(t, item.preview)}</Text>
                  <NutrientLine nutrients={item.preview.nutrients} />
                </span>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('diary.removeItem', { food: foodName(item.preview, language) })}
                  onClick={() => setItems(items.filter((_, j) => j !== i))}
                  disabled={false}
                />
              </li>
            ))}
          </ul>
        )}
        {formError && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={formError} />}
        <Form.Item label={t('diary.note')} htmlFor="diary-note">
          <Input.TextArea id="diary-note" maxLength={DIARY_NOTE_MAX_LENGTH} showCount autoSize={{ minRows: 2, maxRows: 4 }} value={note} onChange={(e) => setNote(e.target.value)} />
        </Form.Item>
        <Form.Item label={t('diary.photo')} htmlFor="diary-photo" validateStatus={photoError ? 'error' : undefined} help={photoError ?? t('diary.photoHint')}>
          <input id="diary-photo" type="file" accept={DIARY_PHOTO_TYPES.join(',')} onChange={(e) => choosePhoto(e.target.files?.[0])} style={{ maxWidth: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
