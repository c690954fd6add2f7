// The turn clock in words a player reads at a glance: the time left as
// days and hours, h:mm:ss or m:ss, and the deadline's time, with its day
// when it is not today.

/** Below this much time left (or a tenth of the turn, if more) the clock is urgent. */
const URGENT_SECS = 120;

const pad = (n) => String(n).padStart(2, "0");

/** "2 days 3 h", "1 day 0 h", "5:07:12", "4:05", "0:09" for `secs` seconds left. */
export function timeLeftWords(secs) {
  const s = Math.max(0, Math.floor(secs));
  const days = Math.floor(s / 86400);
  const hours = Math.floor((s % 86400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days > 0) return `${days} ${days === 1 ? "day" : "days"} ${hours} h`;
  if (hours > 0) return `${hours}:${pad(minutes)}:${pad(s % 60)}`;
  return `${minutes}:${pad(s % 60)}`;
}

function sameDay(a, b) {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** When the deadline is: "14:05", "tomorrow 04:10", "Tue 8 Dec 04:10" (in `locale`, local time). */
export function deadlineWords(deadline, now, locale = undefined) {
  const time = deadline.toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit" });
  if (sameDay(deadline, now)) return time;
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  if (sameDay(deadline, tomorrow)) return `tomorrow ${time}`;
  const day = deadline.toLocaleDateString(locale, { weekday: "short", day: "numeric", month: "short" });
  return `${day} ${time}`;
}

/** The clock of a turn: its words, and whether it is urgent. `turnTime`: the game's seconds per turn. */
export function clockState(deadlineText, turnTime, now = new Date(), locale = undefined) {
  if (!deadlineText) return { words: "no turn clock", urgent: false };
  const deadline = new Date(deadlineText);
  const left = Math.max(0, (deadline.getTime() - now.getTime()) / 1000);
  const urgent = left < Math.max(URGENT_SECS, (turnTime ?? 0) / 10);
  return { words: `${timeLeftWords(left)} left (until ${deadlineWords(deadline, now, locale)})`, urgent };
}
