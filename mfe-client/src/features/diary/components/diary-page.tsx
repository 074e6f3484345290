import '../../../i18n-nutrition';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Tag } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from '@clinic/router';
import { diaryKeys, diaryPhotoUrl, useDeleteDiaryEntry, useDiaryEntries, useDiarySummary, useNutritionProfile, usePlans } from '@clinic/api-client';
import {
  CORE_NUTRIENTS,
  DIARY_BACKDATE_DAYS_MAX,
  type DiaryEntry,
  type FoodAmount,
  MEAL_TIMES,
  type MealTime,
  type Nutrients,
  type NutritionPlan,
  sumNutrients,
} from '@clinic/contracts';
import { useClinic, useCurrentUser, useNotify } from '@clinic/host';
import { useLanguage, useTranslation } from '@clinic/i18n';
import { Button, ConfirmDelete, clinicToday, formatDate, PageTitle, Text, Title } from '@clinic/ui';
import { amountText, foodName, NutrientLine, nutrientValue } from '../../nutrition/components/nutrient-summary';
import { activePlanOn, addDays, plannedMeal } from '../diary-days';
import { discard, enqueue, flushQueue, holdPhoto, onDiarySent, QUEUED_PHOTO_MAX_BYTES, type QueuedEntry, readQueue, startDiarySync, useDiaryQueue } from '../diary-queue';
import { useOnline } from '../use-online';
import { type LogEntryValues, LogEntryModal } from './log-entry-modal';

// The charts library loads with the screens that draw one (as on the progress list).
const IntakeChart = lazy(() => import('@clinic/charts').then((m) => ({ default: m.IntakeChart })));

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

function ItemList({ items }: { items: readonly FoodAmount[] }) {
  const { t } = useTranslation('client');
  const language = useLanguage();
  if (items.length === 0) return null;
  return (
    <ul style={{ margin: '2px 0', paddingLeft: 18 }}>
      {items.map((item, i) => (
        <li key={`${item.food}-${i}`} style={{ overflowWrap: 'anywhere' }}>
          {foodName(item, language)} <Text type="secondary">{amountText(t, item)}</Text>
        </li>
      ))}
    </ul>
  );
}

/** The day's intake against the plan and the target, nutrient by nutrient. */
function DayAgainstPlan({ intake, planned, target }: { intake: Nutrients; planned: Nutrients | null; target: Nutrients | null }) {
  const { t } = useTranslation('client');
  const cell = { padding: '4px 8px 4px 0', textAlign: 'left', borderBottom: '1px solid #e8ece8' } as const;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table data-testid="diary-day-totals" style={{ borderCollapse: 'collapse', fontSize: 14, width: '100%', maxWidth: 560 }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{t('diary.dayTotals')}</caption>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              <span className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {t('diary.nutrient')}
              </span>
            </th>
            <th scope="col" style={cell}>{t('diary.eaten')}</th>
            <th scope="col" style={cell}>{t('diary.planned')}</th>
            <th scope="col" style={cell}>{t('diary.target')}</th>
          </tr>
        </thead>
        <tbody>
          {CORE_NUTRIENTS.map((key) => (
            <tr key={key}>
              <th scope="row" style={{ ...cell, fontWeight: 400 }}>
                {t(`nutrition.${key === 'energyKcal' ? 'energy' : key}`)}
              </th>
              <td style={cell} data-nutrient={key}>{nutrientValue(t, key, intake[key])}</td>
              <td style={cell}>{planned ? nutrientValue(t, key, planned[key]) : '—'}</td>
              <td style={cell}>{target ? nutrientValue(t, key, target[key]) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * `/diary`: what the client ate, a day at a time (today first, back up to the days they may still
 * log, never ahead): per meal time the entries with their foods and totals, Log and "As planned";
 * the day against the plan and the target, and the last seven days as a chart. Entries logged
 * offline wait on the device (diary-queue.ts) and show as waiting until the server has them.
 */
export function DiaryPage() {
  const { t } = useTranslation('client');
  const user = useCurrentUser();
  const clinic = useClinic();
  const notify = useNotify();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const today = clinicToday(clinic.timeZone);
  const asked = params.get('date') ?? '';
  const date = DATE.test(asked) && asked <= today && asked >= addDays(today, -DIARY_BACKDATE_DAYS_MAX) ? asked : today;
  const [logging, setLogging] = useState<MealTime | null>(null);
  const userId = user?._id ?? '';

  const entries = useDiaryEntries({ client: userId, from: date, to: date }, Boolean(userId));
  const week = useDiarySummary({ client: userId, from: addDays(date, -6), to: date }, Boolean(userId));
  const plans = usePlans({ page: 1, limit: 50 });
  const profile = useNutritionProfile(userId || undefined);
  const remove = useDeleteDiaryEntry();
  const queue = useDiaryQueue(userId);

  useEffect(() => {
    if (!userId) return undefined;
    startDiarySync(userId);
    return onDiarySent(() => void queryClient.invalidateQueries({ queryKey: diaryKeys.all }));
  }, [userId, queryClient]);

  // The plan list is kept for offline reading, so "As planned" works without a connection too.
  const plan = activePlanOn((plans.data?.data ?? []) as unknown as NutritionPlan[], date);
  const stored = entries.data?.data ?? [];
  const waiting = queue.filter((q) => q.request.date === date);
  const day = week.data?.days.find((d) => d.date === date);
  // What waits on the device counts as eaten: the client logged it, the server will have it.
  const waitingIntake = sumNutrients(waiting.filter((q) => q.state === 'waiting' && !q.entryId).map((q) => q.preview.nutrients));
  const intake = sumNutrients([day?.intake ?? sumNutrients(stored.map((e) => e.nutrients)), waitingIntake]);

  const submit = async (mealTime: MealTime, values: LogEntryValues | 'asPlanned') => {
    const clientEntryId = crypto.randomUUID();
    let entry: QueuedEntry;
    if (values === 'asPlanned') {
      if (!plan) return;
      entry = {
        request: { clientEntryId, date, mealTime, asPlanned: plan._id },
        preview: plannedMeal(plan, date, mealTime) ?? { items: [], nutrients: sumNutrients([]) },
        state: 'waiting',
        queuedAt: Date.now(),
      };
    } else {
      const small = values.photo && values.photo.size <= QUEUED_PHOTO_MAX_BYTES;
      entry = {
        request: { clientEntryId, date, mealTime, items: values.items.map((i) => i.amount), ...(values.note ? { note: values.note } : {}) },
        preview: { items: values.items.map((i) => i.preview), nutrients: sumNutrients(values.items.map((i) => i.preview.nutrients)) },
        ...(small ? { photo: await readAsDataUrl(values.photo!) } : {}),
        state: 'waiting',
        queuedAt: Date.now(),
      };
      if (values.photo && !small) {
        // Too large to keep on the device: held in this tab's memory for the send tried now; the
        // waiting entry says so, in case the send fails and the tab is closed before a retry.
        entry.photoDropped = true;
        if (online) holdPhoto(clientEntryId, values.photo);
      }
    }
    if (!enqueue(userId, entry)) return notify.error(t('diary.notKept'));
    setLogging(null);
    if (!online) return notify.info(t('diary.queued'));
    await flushQueue(userId);
    const left = readQueue(userId).find((q) => q.request.clientEntryId === clientEntryId);
    if (!left) notify.success(t('diary.logged'));
    else if (left.state === 'failed') notify.error(left.error ?? t('diary.failed'));
    else notify.info(t('diary.queued'));
  };

  const onDelete = (entry: DiaryEntry) =>
    remove.mutate(entry._id, { onSuccess: () => notify.success(t('diary.deleted')), onError: () => notify.error(t('diary.deleteFailed')) });

  return (
    <div style={{ maxWidth: 900 }}>
      <PageTitle>{t('diary.title')}</PageTitle>
      <nav aria-label={t('diary.days')} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 16 }}>
        <Button icon={<LeftOutlined />} onClick={() => setParams({ date: addDays(date, -1) })} disabled={date <= addDays(today, -DIARY_BACKDATE_DAYS_MAX)}>
          {t('diary.previousDay')}
        </Button>
        <Text strong data-testid="diary-date" style={{ minWidth: 120, textAlign: 'center' }}>
          {date === today ? t('diary.today', { date: formatDate(date) }) : formatDate(date)}
        </Text>
        <Button onClick={() => setParams({ date: addDays(date, 1) })} disabled={date >= today}>
          {t('diary.nextDay')} <RightOutlined />
        </Button>
      </nav>

      {MEAL_TIMES.map((mealTime) => {
        const logged = stored.filter((e) => e.mealTime === mealTime);
        const queued = waiting.filter((q) => q.request.mealTime === mealTime);
        const planned = plan ? plannedMeal(plan, date, mealTime) : null;
        const loggedAsPlanned = [...logged.map((e) => e.asPlanned), ...queued.map((q) => q.request.asPlanned)].some(Boolean);
        const label = t(`labels.mealTime.${mealTime}`);
        return (
          <section key={mealTime} aria-label={label} data-meal-time={mealTime} style={{ marginBottom: 16, paddingBottom: 8, borderBottom: '1px solid #e8ece8' }}>
            <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
              <Title level={3} style={{ margin: 0, fontSize: 18 }}>
                {label}
              </Title>
              <span style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                {planned && !loggedAsPlanned && (
                  <Button onClick={() => void submit(mealTime, 'asPlanned')} disabled={false} aria-label={t('diary.asPlannedFor', { meal: label })}>
                    {t('diary.asPlanned')}
                  </Button>
                )}
                <Button type="primary" onClick={() => setLogging(mealTime)} disabled={false} aria-label={t('diary.logFor', { meal: label })}>
                  {t('diary.log')}
                </Button>
              </span>
            </div>
            {planned && (
              <Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                {t('diary.plannedLine', { kcal: nutrientValue(t, 'energyKcal', planned.nutrients.energyKcal) })}
              </Text>
            )}
            {logged.length === 0 && queued.length === 0 && (
              <Text type="secondary" style={{ display: 'block' }}>
                {t('diary.nothingLogged')}
              </Text>
            )}
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {logged.map((e) => (
                <li key={e._id} data-testid="diary-entry" style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8, padding: '8px 0', borderTop: '1px solid #f5f5f5' }}>
                  <div style={{ flex: '1 1 auto', minWidth: 0 }}>
                    {e.asPlanned && (
                      <Tag color="green" disabled={false}>
                        {t('diary.asPlannedTag')}
                      </Tag>
                    )}
                    <ItemList items={e.items} />
                    <NutrientLine nutrients={e.nutrients} />
                    {e.note && <Text style={{ display: 'block', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{e.note}</Text>}
                    {e.hasPhoto && <img src={diaryPhotoUrl(e._id)} alt={t('diary.photoOf', { meal: label })} style={{ maxWidth: 160, maxHeight: 120, borderRadius: 4, marginTop: 4 }} loading="lazy" />}
                  </div>
                  <ConfirmDelete what={t('diary.entryOf', { meal: label })} title={t('diary.deleteTitle')} description={t('diary.deleteDescription')} onConfirm={() => onDelete(e)} />
                </li>
              ))}
              {queued.map((q) => (
                <li key={q.request.clientEntryId} data-testid="diary-queued" data-state={q.state} style={{ padding: '8px 0', borderTop: '1px solid #f5f5f5' }}>
                  {q.state === 'waiting' ? (
                    <Tag color="gold" disabled={false}>{t('diary.waiting')}</Tag>
                  ) : (
                    <Alert
                      type="error"
                      showIcon
                      message={t('diary.notSent', { message: q.error ?? '' })}
                      action={
                        <Button size="small" onClick={() => discard(userId, q.request.clientEntryId)} disabled={false}>
                          {t('diary.dismiss')}
                        </Button>
                      }
                    />
                  )}
                  {q.request.asPlanned && <Tag color="green" disabled={false}>{t('diary.asPlannedTag')}</Tag>}
                  <ItemList items={q.preview.items} />
                  <NutrientLine nutrients={q.preview.nutrients} />
                  {q.request.note && <Text style={{ display: 'block', overflowWrap: 'anywhere' }}>{q.request.note}</Text>}
                  {q.photoDropped && (
                    <Text type="warning" style={{ display: 'block' }}>
                      {t('diary.photoNotQueued')}
                    </Text>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}

      <DayAgainstPlan intake={intake} planned={day?.planned ?? (plan ? sumNutrients(MEAL_TIMES.map((m) => plannedMeal(plan, date, m)?.nutrients ?? sumNutrients([]))) : null)} target={day?.target ?? profile.data?.resolved ?? null} />

      <Title level={3} style={{ marginTop: 24, fontSize: 18 }}>
        {t('diary.week')}
      </Title>
      {week.data ? (
        <Suspense fallback={null}>
          <IntakeChart summary={week.data} />
        </Suspense>
      ) : <Text type="secondary">{online ? t('diary.loading') : t('diary.weekOffline')}</Text>}

      <LogEntryModal
        open={logging !== null}
        title={logging ? t('diary.logTitle', { meal: t(`labels.mealTime.${logging}`) }) : ''}
        diet={profile.data?.diet ?? null}
        allergies={profile.data?.allergies ?? []}
        online={online}
        onCancel={() => setLogging(null)}
        onSave={(values) => logging && void submit(logging, values)}
      />
    </div>
  );
}
