import '../../../i18n-nutrition';
import { Button, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { FOOD_GROUP_CODES, FOOD_SOURCES, type FoodGroup, type FoodSource, type FoodSummary } from '@clinic/contracts';
import { errorMessage, useDeleteFood, useFoods } from '@clinic/api-client';
import { useNotify } from '@clinic/host';
import { formatNumber, useTranslation } from '@clinic/i18n';
import { ConfirmDelete, PageTitle, Text, useIsPhone } from '@clinic/ui';
import { useDebounced, SEARCH_DEBOUNCE_MS } from '../../plans/components/food-picker';
import { FoodModal } from './food-modal';
import { FoodTags } from './food-tags';
import { MeasuresModal } from './measures-modal';
import { RecipeModal } from './recipe-modal';

const PAGE_SIZE = 20;
/** On a phone the name cell carries the group, energy and tags: the table keeps the name and the actions. */
const PHONE_COLUMNS = new Set(['name', 'actions']);
const columnsFor = (phone: boolean, columns: TableColumnsType<FoodSummary>) => (phone ? columns.filter((c) => PHONE_COLUMNS.has(String(c.key))) : columns);
type Dialog = { kind: 'food' } | { kind: 'recipe' } | { kind: 'measures'; food: FoodSummary } | null;

/** `/admin/foods`: the composition table and the clinic's own foods and recipes. */
export function FoodsPage() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const [text, setText] = useState('');
  const search = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const [group, setGroup] = useState<FoodGroup | undefined>();
  const [source, setSource] = useState<FoodSource | undefined>();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const foods = useFoods({ search, group, source, page, limit: PAGE_SIZE });
  const phone = useIsPhone();
  const remove = useDeleteFood();
  const del = (food: FoodSummary) =>
    remove.mutate(food._id, {
      onSuccess: (answer) => (answer.retired ? notify.warning(t('foods.retired')) : notify.success(t('foods.deleted'))),
      onError: (error) => notify.error(errorMessage(error, t('foods.deleteFailed'))),
    });

  return (
    <div>
      <PageTitle
        extra={
          <Space wrap>
            <Button onClick={() => setDialog({ kind: 'recipe' })}>{t('foods.addRecipe')}</Button>
            <Button type="primary" onClick={() => setDialog({ kind: 'food' })}>
              {t('foods.addFood')}
            </Button>
          </Space>
        }
      >
        {t('foods.title')}
      </PageTitle>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label={t('foods.search')}
          placeholder={t('foods.searchPlaceholder')}
          value={text}
          onChange={(e) => (setText(e.target.value), setPage(1))}
          style={{ width: 280, maxWidth: '100%' }}
        />
        <Select
          allowClear
          aria-label={t('foods.group')}
          placeholder={t('foods.allGroups')}
          value={group}
          onChange={(g) => (setGroup(g), setPage(1))}
          style={{ width: 220 }}
          options={FOOD_GROUP_CODES.map((g) => ({ value: g, label: t(`foods.groups.${g}`) }))}
        />
        <Select
          allowClear
          aria-label={t('foods.source')}
          placeholder={t('foods.allSources')}
          value={source}
          onChange={(s) => (setSource(s), setPage(1))}
          style={{ width: 160 }}
          options={FOOD_SOURCES.map((s) => ({ value: s, label: t(`foods.sources.${s}`) }))}
        />
      </Space>
      {foods.isError && <Text type="danger">{errorMessage(foods.error, t('foods.loadFailed'))}</Text>}
      <Table<FoodSummary>
        rowKey="_id"
        size="small"
        loading={foods.isFetching}
        dataSource={foods.data?.data ?? []}
        scroll={phone ? undefined : { x: 760 }}
        locale={{ emptyText: t('foods.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: foods.data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
        columns={columnsFor(phone, [
          {
            title: t('foods.name'),
            key: 'name',
            render: (_, f) => (
              <>
                <div>{f.name}</div>
                {f.hindiName && <Text type="secondary">{f.hindiName}</Text>}
                {phone && (
                  <div>
                    <Text type="secondary" style={{ fontSize: 12 }}>
                      {t(`foods.groups.${f.group}`)} · {t('foods.per100', { kcal: formatNumber(Math.round(f.per100g.energyKcal), 0) })}
                    </Text>
                    <div style={{ marginTop: 4 }}>
                      <FoodTags food={f} />
                    </div>
                  </div>
                )}
              </>
            ),
          },
          { title: t('foods.group'), key: 'group', render: (_, f) => t(`foods.groups.${f.group}`) },
          { title: t('foods.kcal'), key: 'kcal', align: 'right', render: (_, f) => formatNumber(Math.round(f.per100g.energyKcal), 0) },
          { title: t('foods.protein'), key: 'protein', align: 'right', render: (_, f) => t('nutrients.gramsValue', { value: formatNumber(f.per100g.protein, 1) }) },
          { title: t('foods.tags'), key: 'tags', render: (_, f) => <FoodTags food={f} /> },
          {
            title: t('foods.actions'),
            key: 'actions',
            render: (_, f) => (
              <Space>
                <Button type="link" style={{ padding: 0 }} onClick={() => setDialog({ kind: 'measures', food: f })} aria-label={`${t('foods.measures')}: ${f.name}`}>
                  {t('foods.measures')}
                </Button>
                {f.source === 'clinic' && <ConfirmDelete what={f.name} title={t('foods.deleteTitle', { name: f.name })} description={t('foods.deleteDescription')} onConfirm={() => del(f)} />}
              </Space>
            ),
          },
        ])}
      />
      {dialog?.kind === 'food' && <FoodModal onClose={() => setDialog(null)} />}
      {dialog?.kind === 'recipe' && <RecipeModal onClose={() => setDialog(null)} />}
      {dialog?.kind === 'measures' && <MeasuresModal food={dialog.food} onClose={() => setDialog(null)} />}
    </div>
  );
}
