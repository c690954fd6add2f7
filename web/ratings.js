// A player's rating history drawn: an inline SVG chart of the rating after
// each rated game, inside the band of its uncertainty, and the same figures
// as a table for whoever cannot see the chart.
//
// The page shows ratings on a familiar scale (docs/RATINGS.md, "On the
// page"): 1500 + 40 × (mu − 3 sigma), rounded. A new player starts at 1500
// as on Elo and Glicko sites, a game moves a rating by tens of points, and
// the order is the leaderboard's (which ranks mu − 3 sigma). A provisional
// rating carries a "?", as on Lichess.

import { h, svg } from "./render.js";
import { plural } from "./rules.js";

/** The rating of a new player on the page's scale. */
const RATING_BASE = 1500;
/** The page's points per unit of mu − 3 sigma. */
const RATING_POINTS = 40;
/** A rating settles (and joins the leaderboard) at this sigma or less. */
export const SETTLED_SIGMA = 6;
/** The uncertainty, in the page's points, at which a rating settles. */
export const SETTLED_POINTS = RATING_POINTS * SETTLED_SIGMA;

/** The rating ranked: `mu - 3 sigma` (docs/RATINGS.md). */
export function shownOf(rating) {
  return rating.mu - 3 * rating.sigma;
}

/** `mu - 3 sigma` on the page's scale, unrounded. */
function scaled(value) {
  return RATING_BASE + RATING_POINTS * value;
}

/** A rating on the page's scale: "1500", or "1432?" while provisional. */
export function figure(shown, provisional = false) {
  return `${Math.round(scaled(shown))}${provisional ? "?" : ""}`;
}

/** A change of rating on the page's scale: "+37", "−12", "±0". */
export function changeWords(delta) {
  const points = Math.round(RATING_POINTS * delta);
  return points > 0 ? `+${points}` : points < 0 ? `−${-points}` : "±0";
}

/** "± 240": the uncertainty (sigma) in the page's points. */
export function spread(rating) {
  return `± ${Math.round(RATING_POINTS * rating.sigma)}`;
}

/**
 * The chart's points: the rating going into the first change, then the
 * rating after each change (`changes` oldest first, of one game).
 */
export function chartPoints(changes) {
  if (!changes.length) return [];
  return [changes[0].before, ...changes.map((c) => c.after)].map((r) => ({
    mu: r.mu,
    sigma: r.sigma,
    shown: shownOf(r),
  }));
}

const WIDTH = 640;
const HEIGHT = 240;
const LEFT = 44;
const RIGHT = 14;
const TOP = 12;
const BOTTOM = 34;
const INK = "#37423c";

/** Round tick values between `low` and `high`, about `count` of them. */
function ticks(low, high, count) {
  const raw = (high - low) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw);
  const values = [];
  for (let v = Math.ceil(low / step) * step; v <= high + 1e-9; v += step) values.push(Number(v.toFixed(6)));
  return values;
}

/**
 * The chart of `changes` (oldest first, one game's): an `<svg role="img">`
 * whose title and description say what it shows, or null without changes.
 * `id` prefixes the ids of its title and description.
 */
export function ratingChart(changes, gameLabel, id) {
  const points = chartPoints(changes);
  if (!points.length) return null;
  const lows = points.map((p) => scaled(p.mu - 3 * p.sigma));
  const highs = points.map((p) => scaled(p.mu + 3 * p.sigma));
  const low = Math.floor(Math.min(...lows) / 50) * 50;
  const high = Math.max(Math.ceil(Math.max(...highs) / 50) * 50, low + 50);
  const last = points.length - 1;
  const x = (i) => LEFT + ((WIDTH - LEFT - RIGHT) * i) / Math.max(last, 1);
  const y = (v) => TOP + ((HEIGHT - TOP - BOTTOM) * (high - v)) / (high - low);
  const line = (values) => values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");

  const first = points[0].shown;
  const final = points[last].shown;
  const title = svg("title", { id: `${id}-title` });
  title.textContent = `${gameLabel}: rating over ${plural(changes.length, "rated game")}`;
  const desc = svg("desc", { id: `${id}-desc` });
  desc.textContent =
    `The rating went from ${figure(first)} to ${figure(final)}; ` +
    `the shaded band is the skill give or take three times its uncertainty, the dashed line the skill itself. The table below lists every change.`;

  const grid = ticks(low, high, 5).flatMap((v) => {
    const label = svg("text", { x: LEFT - 6, y: y(v) + 4, "text-anchor": "end", "font-size": 12, fill: INK });
    label.textContent = String(v);
    return [svg("line", { x1: LEFT, x2: WIDTH - RIGHT, y1: y(v), y2: y(v), stroke: "#0002" }), label];
  });
  const games = ticks(0, last, Math.min(last, 8)).filter((i) => Number.isInteger(i));
  const axis = games.map((i) => {
    const label = svg("text", { x: x(i), y: HEIGHT - BOTTOM + 16, "text-anchor": "middle", "font-size": 12, fill: INK });
    label.textContent = i === 0 ? "start" : String(i);
    return label;
  });
  const caption = svg("text", { x: (LEFT + WIDTH - RIGHT) / 2, y: HEIGHT - 4, "text-anchor": "middle", "font-size": 12, fill: INK });
  caption.textContent = "rated games";

  const band = svg("polygon", {
    class: "band",
    points: `${line(highs)} ${line(lows).split(" ").reverse().join(" ")}`,
    fill: "#a5d6a7",
    "fill-opacity": 0.45,
  });
  const skill = svg("polyline", {
    points: line(points.map((p) => scaled(p.mu))), fill: "none", stroke: "#5b6660", "stroke-width": 1.5, "stroke-dasharray": "5 4",
  });
  const shown = svg("polyline", {
    class: "shown", points: line(points.map((p) => scaled(p.shown))), fill: "none", stroke: "#1b5e20", "stroke-width": 2.5,
  });
  const dots = points.map((p, i) => {
    const tip = svg("title");
    tip.textContent = `${i === 0 ? "start" : `after game ${i}`}: ${figure(p.shown)} (${spread(p)})`;
    return svg("circle", { cx: x(i), cy: y(scaled(p.shown)), r: 3.5, fill: "#1b5e20" }, tip);
  });
  return svg(
    "svg",
    {
      class: "rating-chart",
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      role: "img",
      "aria-labelledby": `${id}-title ${id}-desc`,
      "data-points": points.length,
    },
    title,
    desc,
    ...grid,
    band,
    skill,
    shown,
    ...dots,
    ...axis,
    caption,
  );
}

/** Every change as a table row: the chart's text alternative. */
export function historyTable(changes, gameLabel, id) {
  return h(
    "table",
    { class: "games history", id },
    h("caption", {}, `Every rated game of ${gameLabel}, oldest first`),
    h("thead", {}, h("tr", {}, ["#", "Finished", "Place", "Rating before", "Rating after", "Change", "Uncertainty after", "Game"]
      .map((t) => h("th", { scope: "col" }, t)))),
    h("tbody", {}, changes.map((change, i) => {
      const before = shownOf(change.before);
      const after = shownOf(change.after);
      const delta = after - before;
      return h(
        "tr",
        { "data-seq": change.seq },
        h("th", { scope: "row" }, String(i + 1)),
        h("td", {}, h("time", { datetime: change.finished_at }, new Date(change.finished_at).toLocaleString())),
        h("td", {}, String(change.place)),
        h("td", {}, figure(before)),
        h("td", { class: "shown-after" }, figure(after)),
        h("td", {}, changeWords(delta)),
        h("td", {}, spread(change.after)),
        h("td", {}, h("span", { class: "links" },
          h("a", { href: `#/game/${change.game_id}` }, "Result"),
          h("a", { href: `#/replay/${change.game_id}` }, "Replay"))),
      );
    })),
  );
}
