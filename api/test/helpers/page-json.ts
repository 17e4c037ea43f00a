/** The JSON a served page holds in its `<script type="application/json" id="{id}">`, or undefined. */
export function pageJson(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as unknown) : undefined;
}
