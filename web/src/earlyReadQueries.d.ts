/** Written at build time by web/vite/earlyReads.ts: each early read's query text, by operation name. */
declare module 'virtual:early-read-queries' {
  const texts: Record<
    'CurrentUser' | 'ResearchLookups' | 'ResearchRecord' | 'ResearchRecordTemplate' | 'RecordTags',
    string
  >;
  export default texts;
}
