import type { ReferenceColumn } from '../columns';
import type { PeriodCode, PeriodGroup } from './schema';

export type { PeriodCode, PeriodGroup } from './schema';

/** Every period code form the platform accepts. */
export const periodCodes: readonly PeriodCode[] = [
  { group: 'intraday', name: 'Quarter hour', pattern: "ABS_DAY '-QH' PERIOD", example: '2020D1022-QH01' },
  { group: 'intraday', name: 'Relative quarter hour', pattern: "'QH' PERIOD", example: 'QH01' },
  { group: 'intraday', name: 'Half hour', pattern: "ABS_DAY '-HH' PERIOD", example: '2020D1022-HH01' },
  { group: 'intraday', name: 'Relative half hour', pattern: "'HH' PERIOD", example: 'HH01' },
  { group: 'intraday', name: 'Hour', pattern: "ABS_DAY '-H' PERIOD", example: '2020D1022-H01' },
  { group: 'intraday', name: 'Relative hour', pattern: "'H' PERIOD", example: 'H01' },
  { group: 'intraday', name: 'Day', pattern: 'ABS_DAY', example: '2020D1022' },
  { group: 'intraday', name: 'Relative day', pattern: "'D' PERIOD", example: 'D01' },
  { group: 'intraday', name: 'Day Ahead', pattern: 'ABS_DAYAHEAD', example: '2020DA1022' },
  { group: 'intraday', name: 'Relative Day Ahead', pattern: "'DA' PERIOD", example: 'DA01' },
  { group: 'standard', name: 'Weekend', pattern: "ABS_YEAR 'WKD' PERIOD", example: '2020WKD01' },
  { group: 'standard', name: 'Relative weekend', pattern: "'WKD' PERIOD", example: 'WKD01' },
  { group: 'standard', name: 'Working week', pattern: "ABS_YEAR 'WW' PERIOD", example: '2020WW01' },
  { group: 'standard', name: 'Relative working week', pattern: "'WW' PERIOD", example: 'WW01' },
  { group: 'standard', name: 'Week', pattern: "ABS_YEAR 'W' PERIOD", example: '2020W01' },
  { group: 'standard', name: 'Relative week', pattern: "'W' PERIOD", example: 'W01' },
  {
    group: 'standard',
    name: 'Half month',
    pattern: "ABS_YEAR 'HM' ('(' DAY ')')? PERIOD",
    example: '2020HM01 or 2020HM(14)01',
  },
  {
    group: 'standard',
    name: 'Relative half month',
    pattern: "'HM' ('(' DAY ')')? PERIOD",
    example: 'HM01 or HM(14)01',
  },
  { group: 'standard', name: 'Month', pattern: "ABS_YEAR 'M' PERIOD", example: '2020M01' },
  { group: 'standard', name: 'Relative month', pattern: "'M' PERIOD", example: 'M01' },
  { group: 'standard', name: 'Quarter', pattern: "ABS_YEAR 'Q' PERIOD", example: '2020Q01' },
  { group: 'standard', name: 'Relative quarter', pattern: "'Q' PERIOD", example: 'Q01' },
  { group: 'standard', name: 'Season', pattern: "ABS_YEAR 'S' PERIOD", example: '2020S01' },
  { group: 'standard', name: 'Relative season', pattern: "'S' PERIOD", example: 'S01' },
  { group: 'standard', name: 'US Winter Season', pattern: "ABS_YEAR 'USW'", example: '2020USW' },
  { group: 'standard', name: 'US Winter Relative season', pattern: "'USW' PERIOD", example: 'USW01' },
  { group: 'standard', name: 'US Spring Season', pattern: "ABS_YEAR 'USP'", example: '2020USP' },
  { group: 'standard', name: 'US Spring Relative season', pattern: "'USP' PERIOD", example: 'USP01' },
  { group: 'standard', name: 'US Summer Season', pattern: "ABS_YEAR 'USS'", example: '2020USS' },
  { group: 'standard', name: 'US Summer Relative season', pattern: "'USS' PERIOD", example: 'USS01' },
  { group: 'standard', name: 'Half year', pattern: "ABS_YEAR 'HY' PERIOD", example: '2020HY01' },
  { group: 'standard', name: 'Relative half year', pattern: "'HY' PERIOD", example: 'HY01' },
  {
    group: 'standard',
    name: 'Year starting on month',
    pattern: "ABS_YEAR 'Y' MONTHNAME",
    example: '2020YJAN',
  },
  {
    group: 'standard',
    name: 'Relative year starting on month',
    pattern: "'Y' MONTHNAME PERIOD",
    example: 'YJAN01',
  },
  { group: 'standard', name: 'Year', pattern: "ABS_YEAR 'Y'", example: '2020Y' },
  { group: 'standard', name: 'Relative year', pattern: "'Y' PERIOD", example: 'Y01' },
  { group: 'end-of-period', name: 'End of month', pattern: "ABS_YEAR 'EOM' PERIOD", example: '2020EOM01' },
  { group: 'end-of-period', name: 'Relative end of month', pattern: "'EOM' PERIOD", example: 'EOM01' },
  { group: 'end-of-period', name: 'End of quarter', pattern: "ABS_YEAR 'EOQ' PERIOD", example: '2020EOQ01' },
  { group: 'end-of-period', name: 'Relative end of quarter', pattern: "'EOQ' PERIOD", example: 'EOQ01' },
  { group: 'end-of-period', name: 'End of year', pattern: "ABS_YEAR 'EOY' PERIOD", example: '2020EOY01' },
  { group: 'end-of-period', name: 'Relative end of year', pattern: "'EOY' PERIOD", example: 'EOY01' },
  { group: 'financial', name: 'Spot', pattern: "'SP'", example: 'SP' },
  { group: 'financial', name: 'Overnight', pattern: "'ON'", example: 'ON' },
  { group: 'financial', name: 'Tomorrow next', pattern: "'TN'", example: 'TN' },
  { group: 'financial', name: 'Spot next', pattern: "'SN'", example: 'SN' },
  { group: 'financial', name: 'Spot week', pattern: "'SW'", example: 'SW' },
  { group: 'financial', name: 'Financial week', pattern: "PERIOD 'W'", example: '1W' },
  { group: 'financial', name: 'Financial month', pattern: "PERIOD 'M'", example: '1M' },
  { group: 'financial', name: 'Financial year', pattern: "PERIOD 'Y'", example: '1Y' },
  { group: 'spreads', name: 'Absolute spread', pattern: "period '-' period", example: '2021Y-2022Y' },
  { group: 'spreads', name: 'Relative spread', pattern: "period '-' period", example: 'M01-M02' },
  { group: 'relative-only', name: 'Balance of week', pattern: "'BOW'", example: 'BOW' },
  { group: 'relative-only', name: 'Balance of month', pattern: "'BOM'", example: 'BOM' },
  { group: 'relative-only', name: 'Balance of quarter', pattern: "'BOQ'", example: 'BOQ' },
  { group: 'relative-only', name: 'Balance of year', pattern: "'BOY'", example: 'BOY' },
  { group: 'relative-only', name: 'Within day', pattern: "'WD'", example: 'WD' },
  { group: 'relative-only', name: 'Spot', pattern: "'SPOT'", example: 'SPOT' },
  { group: 'relative-only', name: 'Prompt', pattern: "'PROMPT'", example: 'PROMPT' },
  { group: 'relative-only', name: 'Dated', pattern: "'DTD'", example: 'DTD' },
  { group: 'relative-only', name: 'Saturday', pattern: "'SAT'", example: 'SAT' },
  { group: 'relative-only', name: 'Sunday', pattern: "'SUN'", example: 'SUN' },
];

/** Columns of the period code tables. */
export const periodCodeColumns: readonly ReferenceColumn<PeriodCode>[] = [
  { key: 'name', header: 'Period' },
  { key: 'pattern', header: 'Grammar', code: true },
  { key: 'example', header: 'Example', code: true },
];

/** The period codes of one family. */
export function periodCodesIn(group: PeriodGroup): PeriodCode[] {
  return periodCodes.filter((code) => code.group === group);
}
