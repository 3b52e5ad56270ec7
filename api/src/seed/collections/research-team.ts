/** The research team the plans deal records out to, and how fast each of them works in the demo's history. */

export const COORDINATOR = 'coordinator@example.org';
export const RILEY = 'researcher@example.org';
export const ROBIN = 'researcher2@example.org';
export const [PRIYA, LIAM, MEI, JACK, AROHA, TOM] = [
  'priya.sharma',
  'liam.oconnor',
  'mei.chen',
  'jack.thompson',
  'aroha.ngata',
  'tom.nguyen',
].map((name) => `${name}@example.org`);

/**
 * A researcher's usual pace in the demo's history: the records they typically finish on a day of
 * research, and the days a week they spend on research (the rest of the week goes to other work).
 */
export type ResearchPace = { perDay: number; daysPerWeek: number };

/** The demo's research team at work: a day's count varies around the pace, from 20 to 140 records. */
export const RESEARCH_PACES: Record<string, ResearchPace> = {
  [RILEY]: { perDay: 55, daysPerWeek: 4 },
  [ROBIN]: { perDay: 45, daysPerWeek: 2 },
  [PRIYA]: { perDay: 60, daysPerWeek: 1 },
  [TOM]: { perDay: 40, daysPerWeek: 1 },
  [LIAM]: { perDay: 45, daysPerWeek: 0.5 },
  [MEI]: { perDay: 50, daysPerWeek: 0.5 },
  [JACK]: { perDay: 45, daysPerWeek: 0.5 },
  [AROHA]: { perDay: 50, daysPerWeek: 0.5 },
  [COORDINATOR]: { perDay: 25, daysPerWeek: 1 },
};
