import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, PLAN_DESCRIPTION_MAX_LENGTH } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { CreatePlanPage } from './create-plan-page';
import { EditPlanPage } from './edit-plan-page';

const admin = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const clientId = 'c'.repeat(24);
const planId = 'p'.repeat(24);
const plan = {
  _id: planId,
  client: { _id: clientId, name: 'Priya Sharma' },
  nutritionist: { _id: admin._id, name: admin.name },
  title: 'Winter plan',
  description: '',
  startDate: '2026-12-01',
  endDate: '',
  meals: [],
  attachments: [],
};
const badGateway = () => new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'content-type': 'text/html' } });

function renderCreate() {
  return renderScreen(<CreatePlanPage />, { user: admin as never, path: '/admin/createNutritionPlan', url: `/admin/createNutritionPlan?client=${clientId}` });
}

async function fillRequired() {
  await userEvent.type(screen.getByLabelText('Title'), 'Winter plan');
  await userEvent.type(screen.getByLabelText('Start date'), '01/12/2026{enter}');
}

const save = (name = 'Create plan') => userEvent.click(screen.getByRole('button', { name }));
const writes = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method !== 'GET');

describe('plan create and edit', () => {
  it("shows 'Failed to create plan' when the failure carries no server message", async () => {
    stubApi({ 'POST /api/nutritionPlans': badGateway, 'GET /api/users/clients': { data: [], page: 1, limit: 20, total: 0 } });
    const { notify } = renderCreate();
    await fillRequired();
    await save();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(Messages.plans.createFailed));
  });

  it('goes to the plans list after creating, with the typed DD/MM/YYYY date sent as YYYY-MM-DD', async () => {
    const api = stubApi({ 'POST /api/nutritionPlans': plan, 'GET /api/users/clients': { data: [], page: 1, limit: 20, total: 0 } });
    const { notify } = renderCreate();
    await fillRequired();
    await save();
    expect(await screen.findByTestId('navigated')).toHaveTextContent(/^\/nutrition-plans$/);
    expect(notify.success).toHaveBeenCalledWith(Messages.plans.created);
    expect(writes(api)[0].body).toMatchObject({ client: clientId, title: 'Winter plan', startDate: '2026-12-01' });
  });

  it('goes to the plans list after editing', async () => {
    stubApi({ [`GET /api/nutritionPlans/${planId}`]: plan, [`PUT /api/nutritionPlans/${planId}`]: plan });
    renderScreen(<EditPlanPage />, { user: admin as never, path: '/admin/nutrition-plans/:id/edit', url: `/admin/nutrition-plans/${planId}/edit` });
    await screen.findByDisplayValue('Winter plan');
    await save('Save changes');
    expect(await screen.findByTestId('navigated')).toHaveTextContent(/^\/nutrition-plans$/);
  });

  it('says once that an attachment must be an http or https link', async () => {
    const api = stubApi({ 'GET /api/users/clients': { data: [], page: 1, limit: 20, total: 0 } });
    renderCreate();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: /Add link/ }));
    await userEvent.type(screen.getByLabelText('Attachment 1'), 'files.example.com/plan.pdf');
    await save();
    await screen.findByText(Messages.plans.invalidAttachment);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText(Messages.plans.invalidAttachment)).toHaveLength(1);
    expect(writes(api)).toEqual([]);
  });

  it('refuses negative calories with the field message instead of turning them into 0', async () => {
    const api = stubApi({ 'GET /api/users/clients': { data: [], page: 1, limit: 20, total: 0 } });
    renderCreate();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: /Add meal/ }));
    await userEvent.type(screen.getByLabelText('Meal 1 description'), 'Poha');
    const calories = screen.getByLabelText('Meal 1 calories');
    await userEvent.clear(calories);
    await userEvent.type(calories, '-100');
    await userEvent.tab();
    expect(calories).toHaveValue('-100');
    await save();
    expect(await screen.findByText(Messages.plans.invalidCalories)).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });

  it('refuses a pasted description over the limit instead of cutting it', async () => {
    const api = stubApi({ 'GET /api/users/clients': { data: [], page: 1, limit: 20, total: 0 } });
    renderCreate();
    await fillRequired();
    const long = 'a'.repeat(PLAN_DESCRIPTION_MAX_LENGTH + 5);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: long } });
    expect(screen.getByLabelText('Description')).toHaveValue(long);
    await save();
    expect(await screen.findByText(`A description is at most ${PLAN_DESCRIPTION_MAX_LENGTH} characters.`)).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });
});
