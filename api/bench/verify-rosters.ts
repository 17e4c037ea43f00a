/**
 * The rosters the bench verifies: a faction with five units and a weapon, made through the API by
 * a publisher and approved by the administrator, then a normal 20-line roster of it and two
 * rosters of 3,500 lines that the server refuses as too large, one by its body's length (0.9 MB
 * and more, full unit copies) and one by its count of lines (short lines, under the body limit).
 */
interface Unit {
  _id: string;
}

/** One roster the bench sends, as the request body, and whether the server is to refuse it. */
export interface VerifyRoster {
  target: string;
  body: string;
  refused: boolean;
}

/** A JSON call of the API; its answer, or an error naming the call. */
async function call<T>(base: string, path: string, payload?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: payload === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  if (!response.ok) throw new Error(`bench ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Makes the faction the rosters are built of; answers the rosters. */
export async function verifyRosters(base: string, adminPassword: string): Promise<VerifyRoster[]> {
  const admin = await call<{ token: string }>(base, '/api/users/login', {
    username: 'admin',
    password: adminPassword,
  });
  const username = `bench${Date.now()}`;
  const author = await call<{ token: string }>(base, '/api/users/register', {
    username,
    display: 'Bench Author',
    email: `${username}@example.com`,
    password: 'bench-author-password',
  });
  await call(base, `/api/users/roles/${username}`, { roles: ['publisher'] }, admin.token);
  const faction = await call<{ _id: string; slug: string; title: string }>(
    base,
    '/api/factions/',
    { title: 'Bench Verify Wardens', public: true },
    author.token,
  );
  const blade = await call<{ _id: string }>(
    base,
    '/api/weapons/',
    { faction: faction._id, name: 'Blade', attacks: 3, damage: 2 },
    author.token,
  );
  for (const [index, name] of ['Captain', 'Trooper', 'Outrider', 'Guard', 'Scout'].entries()) {
    await call(
      base,
      '/api/units/',
      {
        faction: faction._id,
        unitName: name,
        trainingType: (index % 6) + 1,
        health: 2 + index,
        equippedWeapons: [{ weaponID: blade._id, knack: 3 }],
      },
      author.token,
    );
  }
  await call(base, `/api/factions/toggleapproval/${faction._id}`, {}, admin.token);
  const { units } = await call<{ units: Unit[] }>(base, `/api/factions/${faction._id}/versions/1`);

  const file = (lines: unknown[]) => ({
    file: {
      version: 1,
      faction_title: faction.title,
      faction_slug: faction.slug,
      name: 'Bench roster',
      point_limit: 1000,
      faction_version: 1,
      formations: [{ name: 'Main' }],
      unit_list: lines,
    },
  });
  const lines = (count: number, line: (unit: Unit) => unknown) =>
    Array.from({ length: count }, (_, index) => line(units[index % units.length] as Unit));
  const full = (unit: Unit) => ({ count: 1, obj: unit, formation: 0 });
  const short = (unit: Unit) => ({ count: 1, obj: { _id: unit._id }, formation: 0 });
  const normal = JSON.stringify(file(lines(20, full)));
  const heavy = JSON.stringify(file(lines(3500, full)));
  const many = JSON.stringify(file(lines(3500, short)));
  const kb = (text: string) => Math.round(Buffer.byteLength(text) / 1024);
  return [
    { target: `verify a 20-line roster (${kb(normal)} KB)`, body: normal, refused: false },
    {
      target: `verify refused: 3,500 lines, ${kb(heavy)} KB (413 by length)`,
      body: heavy,
      refused: true,
    },
    {
      target: `verify refused: 3,500 short lines, ${kb(many)} KB (413 by lines)`,
      body: many,
      refused: true,
    },
  ];
}
