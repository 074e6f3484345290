// The baseline for `npm run bench:api`: the hottest reads as bare Fastify handlers over the
// MongoDB driver, with no framework, no session check, no validation and no audit. The same
// database queries the app sends (filter, sort, limit), so the difference is what our stack costs.
//   node tools/perf/baseline-server.mjs <mongodb uri> <db name> <port>
import Fastify from 'fastify';
import { MongoClient, ObjectId } from 'mongodb';

const [uri, dbName, port] = process.argv.slice(2);
const client = await new MongoClient(uri).connect();
const db = client.db(dbName);
const appointments = db.collection('appointments');
const app = Fastify();

// GET /api/appointments?status=…: a first page and its total, as the app computes them (the count
// only when the page is full), for a client or, with startDate, a nutritionist.
app.get('/baseline/appointments', async (request) => {
  const { client: clientId, nutritionist, status, startDate, limit = '20' } = request.query;
  const filter = {
    ...(clientId ? { client: new ObjectId(clientId) } : { nutritionist: new ObjectId(nutritionist) }),
    ...(startDate ? { date: { $gte: startDate } } : {}),
    ...(status ? { status } : {}),
  };
  const data = await appointments.find(filter).sort({ date: -1, startTime: -1, _id: -1 }).limit(Number(limit)).toArray();
  const total = data.length < Number(limit) ? data.length : await appointments.countDocuments(filter);
  return { data, page: 1, limit: Number(limit), total };
});

// GET /api/messages/conversations: a page of the owner's conversation summaries and the total.
app.get('/baseline/conversations', async (request) => {
  const owner = new ObjectId(request.query.owner);
  const data = await db.collection('conversations').find({ owner }).sort({ lastMessageTime: -1, _id: 1 }).limit(20).toArray();
  const total = data.length < 20 ? data.length : await db.collection('conversations').countDocuments({ owner });
  return { data, page: 1, limit: 20, total };
});

// GET /api/appointments/booked: the half hours taken on a day.
app.get('/baseline/booked', async (request) => {
  const { nutritionist, date } = request.query;
  const docs = await appointments
    .find({ nutritionist: new ObjectId(nutritionist), date, status: { $in: ['pending', 'confirmed'] } }, { projection: { startTime: 1, endTime: 1, _id: 0 } })
    .sort({ startTime: 1 })
    .limit(100)
    .toArray();
  return { data: docs.map(({ startTime, endTime }) => ({ startTime, endTime })) };
});

await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(`baseline listening on ${port}`);
process.on('SIGTERM', async () => {
  await app.close();
  await client.close();
  process.exit(0);
});
