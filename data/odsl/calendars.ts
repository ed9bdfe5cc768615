/**
 * ODSL calendar kinds and period codes. The calendar overview page and the
 * period code page render their tables from these lists.
 */

import type { OdslCalendarKind, PeriodCode, PeriodCodeGroup } from './schema';

export type { OdslCalendarKind, PeriodCode, PeriodCodeGroup } from './schema';

export const odslCalendarKinds: readonly OdslCalendarKind[] = [
  {
    name: 'Daily',
    slug: '/docs/odsl/calendar/daily',
    constructors: ['DailyCalendar()'],
    summary: 'Every calendar day; the base of the business and holiday calendars.',
  },
  {
    name: 'Daily offset',
    slug: '/docs/odsl/calendar/daily-offset',
    constructors: ['OffsetDailyCalendar(timezone, dayoffset, hour)'],
    summary: 'A daily calendar whose day starts at a chosen hour, such as a power or gas day.',
  },
  {
    name: 'Holiday',
    slug: '/docs/odsl/calendar/holiday',
    constructors: ['HolidayCalendar()'],
    summary: 'A daily calendar plus rules that mark non-working days; also called a trading calendar.',
  },
  {
    name: 'Business',
    slug: '/docs/odsl/calendar/business',
    constructors: ['BusinessCalendar()'],
    summary: 'A holiday calendar that already excludes every Saturday and Sunday.',
  },
  {
    name: 'Intraday',
    slug: '/docs/odsl/calendar/intraday',
    constructors: [
      'IntradayCalendar(duration)',
      'IntradayCalendar(duration, holidayCalendar)',
      'IntradayCalendar(duration, holidayCalendar, excludeHours)',
    ],
    summary: 'Regular intervals within the day, from one second up to twelve hours.',
  },
  {
    name: 'Sparse',
    slug: '/docs/odsl/calendar/sparse',
    constructors: ['TimeSeries("SPARSE")'],
    summary: 'No fixed interval: each observation can fall at any time and nothing is ever missing.',
  },
  {
    name: 'Expiry',
    slug: '/docs/odsl/calendar/expiry',
    constructors: [
      'ExpiryCalendar(tradingCalendar)',
      'ExpiryCalendar(tradingCalendar, deliveryCalendarCode)',
    ],
    summary: 'Works out last trading dates and delivery periods of contracts from rules.',
  },
  {
    name: 'Monthly',
    slug: '',
    constructors: ['MonthlyCalendar()'],
    summary: 'One observation per month; handy as the target when you scale daily data.',
  },
];

export const periodCodeGroups: readonly { id: PeriodCodeGroup; label: string }[] = [
  { id: 'intraday', label: 'Intraday and daily periods' },
  { id: 'standard', label: 'Standard periods' },
  { id: 'end-of-period', label: 'End of period' },
  { id: 'relative-only', label: 'Relative-only codes' },
  { id: 'financial', label: 'Financial periods' },
  { id: 'spread', label: 'Spreads' },
];

export const periodCodes: readonly PeriodCode[] = [
  {
    group: 'intraday',
    name: 'Quarter hour',
    absolute: 'yyyyDMMdd-QHn',
    relative: 'QHn',
    example: '2026D0415-QH03',
  },
  {
    group: 'intraday',
    name: 'Half hour',
    absolute: 'yyyyDMMdd-HHn',
    relative: 'HHn',
    example: '2026D0415-HH12',
  },
  { group: 'intraday', name: 'Hour', absolute: 'yyyyDMMdd-Hn', relative: 'Hn', example: '2026D0415-H08' },
  { group: 'intraday', name: 'Day', absolute: 'yyyyDMMdd', relative: 'Dn', example: '2026D0415' },
  { group: 'intraday', name: 'Day ahead', absolute: 'yyyyDAMMdd', relative: 'DAn', example: '2026DA0415' },
  { group: 'standard', name: 'Weekend', absolute: 'yyyyWKDn', relative: 'WKDn', example: '2026WKD16' },
  { group: 'standard', name: 'Working week', absolute: 'yyyyWWn', relative: 'WWn', example: '2026WW16' },
  { group: 'standard', name: 'Week', absolute: 'yyyyWn', relative: 'Wn', example: '2026W16' },
  { group: 'standard', name: 'Half month', absolute: 'yyyyHM(d)n', relative: 'HM(d)n', example: '2026HM07' },
  { group: 'standard', name: 'Month', absolute: 'yyyyMn', relative: 'Mn', example: '2026M04' },
  { group: 'standard', name: 'Quarter', absolute: 'yyyyQn', relative: 'Qn', example: '2026Q02' },
  { group: 'standard', name: 'Season', absolute: 'yyyySn', relative: 'Sn', example: '2026S01' },
  { group: 'standard', name: 'US winter season', absolute: 'yyyyUSW', relative: 'USWn', example: '2026USW' },
  { group: 'standard', name: 'US spring season', absolute: 'yyyyUSP', relative: 'USPn', example: '2026USP' },
  { group: 'standard', name: 'US summer season', absolute: 'yyyyUSS', relative: 'USSn', example: '2026USS' },
  { group: 'standard', name: 'Half year', absolute: 'yyyyHYn', relative: 'HYn', example: '2026HY02' },
  {
    group: 'standard',
    name: 'Year starting on a month',
    absolute: 'yyyyYMMM',
    relative: 'YMMMn',
    example: '2026YAPR',
  },
  { group: 'standard', name: 'Year', absolute: 'yyyyY', relative: 'Yn', example: '2027Y' },
  {
    group: 'end-of-period',
    name: 'End of month',
    absolute: 'yyyyEOMn',
    relative: 'EOMn',
    example: '2026EOM04',
  },
  {
    group: 'end-of-period',
    name: 'End of quarter',
    absolute: 'yyyyEOQn',
    relative: 'EOQn',
    example: '2026EOQ02',
  },
  { group: 'end-of-period', name: 'End of year', absolute: 'yyyyEOYn', relative: 'EOYn', example: 'EOY1' },
  { group: 'relative-only', name: 'Balance of week', absolute: '', relative: 'BOW', example: 'BOW' },
  { group: 'relative-only', name: 'Balance of month', absolute: '', relative: 'BOM', example: 'BOM' },
  { group: 'relative-only', name: 'Balance of quarter', absolute: '', relative: 'BOQ', example: 'BOQ' },
  { group: 'relative-only', name: 'Balance of year', absolute: '', relative: 'BOY', example: 'BOY' },
  { group: 'relative-only', name: 'Within day', absolute: '', relative: 'WD', example: 'WD' },
  { group: 'relative-only', name: 'Spot', absolute: '', relative: 'SPOT', example: 'SPOT' },
  { group: 'relative-only', name: 'Prompt', absolute: '', relative: 'PROMPT', example: 'PROMPT' },
  { group: 'relative-only', name: 'Dated', absolute: '', relative: 'DTD', example: 'DTD' },
  { group: 'relative-only', name: 'Saturday', absolute: '', relative: 'SAT', example: 'SAT' },
  { group: 'relative-only', name: 'Sunday', absolute: '', relative: 'SUN', example: 'SUN' },
  { group: 'financial', name: 'Spot', absolute: '', relative: 'SP', example: 'SP' },
  { group: 'financial', name: 'Overnight', absolute: '', relative: 'ON', example: 'ON' },
  { group: 'financial', name: 'Tomorrow next', absolute: '', relative: 'TN', example: 'TN' },
  { group: 'financial', name: 'Spot next', absolute: '', relative: 'SN', example: 'SN' },
  { group: 'financial', name: 'Spot week', absolute: '', relative: 'SW', example: 'SW' },
  { group: 'financial', name: 'Financial week', absolute: '', relative: 'nW', example: '2W' },
  { group: 'financial', name: 'Financial month', absolute: '', relative: 'nM', example: '6M' },
  { group: 'financial', name: 'Financial year', absolute: '', relative: 'nY', example: '5Y' },
  {
    group: 'spread',
    name: 'Absolute spread',
    absolute: 'CODE-CODE',
    relative: '',
    example: '2026Q01-2026Q02',
  },
  { group: 'spread', name: 'Relative spread', absolute: '', relative: 'CODE-CODE', example: 'Q01-Q02' },
];
