/**
 * ODSL calendar kinds. The calendar overview page renders its table from this list; period codes
 * live once, in `data/kb/periodCodes.ts`, rendered on the knowledge-base page.
 */
import type { OdslCalendarKind } from './schema';

export type { OdslCalendarKind } from './schema';

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
