import autocannon from 'autocannon';
const [url, user, jti] = process.argv.slice(2) as [string, string, string];
const r = await autocannon({ url: `${url}/api/me`, connections: 50, duration: 10, headers: { 'x-bench-user': user, 'x-bench-jti': jti } });
console.log(r.requests.average);
