import mongoose from 'mongoose';
import { TestApp } from './support/test-app';
it('debug', async () => {
  const t = await TestApp.start({}); 
  const { http } = await t.actor('nutritionist');
  console.log((await http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: [{ startTime: '10:00', endTime: '10:30' }] })).text);
  mongoose.set('debug', true);
  console.log((await http.get('/api/availabilities/mine')).text);
  mongoose.set('debug', false);
  await t.close();
});
