/**
 * Language-level facts of ODSL that the overview, types, expressions and
 * conditions pages render as tables: built-in types, operators and
 * expression forms.
 */

import type {
  OdslCoreType,
  OdslExpressionForm,
  OdslOperator,
  OdslVariableMethod,
  OdslVariableProperty,
} from './schema';

export type { OdslCoreType, OdslExpressionForm, OdslOperator } from './schema';

const V = '/docs/odsl/variable';

export const odslCoreTypes: readonly OdslCoreType[] = [
  {
    name: 'Scalar',
    summary: 'One value: text, a number or a boolean.',
    constructors: [],
    service: null,
    href: `${V}/scalar`,
  },
  {
    name: 'Date',
    summary: 'A date or date-time, kept in UTC.',
    constructors: ['Date()', 'Date(date)', 'Date(date, format)'],
    service: null,
    href: `${V}/date`,
  },
  {
    name: 'Duration',
    summary: 'A length of time written as ISO 8601 text, e.g. P3D.',
    constructors: ['Duration(dur)', 'Duration(dur, calendar)'],
    service: null,
    href: `${V}/duration`,
  },
  {
    name: 'Secret',
    summary: 'A value that is never printed or logged.',
    constructors: ['Secret(value)'],
    service: 'secret',
    href: `${V}/secret`,
  },
  {
    name: 'Object',
    summary: 'A container of named values that maps to JSON.',
    constructors: ['Object()', 'Object(type)'],
    service: 'object',
    href: `${V}/object`,
  },
  {
    name: 'SimpleObject',
    summary: 'A plain JSON object without the extra features of Object.',
    constructors: ['SimpleObject()'],
    service: null,
    href: null,
  },
  {
    name: 'Calendar',
    summary: 'The calendar that drives time series, curves and other dated data.',
    constructors: ['Calendar(code)'],
    service: 'calendar',
    href: `${V}/calendar`,
  },
  {
    name: 'ExpiryCalendar',
    summary: 'Rules that give the last trading day of futures contracts.',
    constructors: ['ExpiryCalendar(code)', 'ExpiryCalendar(holiday)', 'ExpiryCalendar(holiday, delivery)'],
    service: 'expiry',
    href: `${V}/expirycalendar`,
  },
  {
    name: 'TimeSeries',
    summary: 'Values indexed by time on a calendar.',
    constructors: [
      'TimeSeries(calendar)',
      'TimeSeries(calendar, dataType)',
      'TimeSeries(start, calendar, value)',
      'TimeSeries(start, calendar, value, dataType)',
      'TimeSeries(start, end, calendar, value, dataType)',
      'TimeSeries(start, calendar, intervalPositions, value, dataType, positionCalendar)',
    ],
    service: 'data',
    href: `${V}/timeseries`,
  },
  {
    name: 'SmartTimeSeries',
    summary: 'An expression that yields a time series when you read it.',
    constructors: [
      'SmartTimeSeries(expression)',
      'SmartTimeSeries(start, calendar, expression)',
      'SmartTimeSeries(base, expression)',
    ],
    service: 'data',
    href: `${V}/smarttimeseries`,
  },
  {
    name: 'EventTimeSeries',
    summary: 'A time series built on demand from event records.',
    constructors: ['EventTimeSeries(eventlist, property)'],
    service: 'data',
    href: `${V}/eventtimeseries`,
  },
  {
    name: 'Curve',
    summary: 'A forward curve: contracts for future delivery periods on one date.',
    constructors: ['Curve(ondate)'],
    service: 'data',
    href: `${V}/curve`,
  },
  {
    name: 'SmartCurve',
    summary: 'An expression that yields a curve for a given date.',
    constructors: ['SmartCurve()', 'SmartCurve(base, expression)'],
    service: 'data',
    href: `${V}/smartcurve`,
  },
  {
    name: 'EventCurve',
    summary: 'A curve built on demand from event records.',
    constructors: ['EventCurve(eventlist, calendar, property, tenor)'],
    service: 'data',
    href: `${V}/eventcurve`,
  },
  {
    name: 'Contracts',
    summary: 'The collection of contracts held by a curve.',
    constructors: [],
    service: 'data',
    href: `${V}/contracts`,
  },
  {
    name: 'Contract',
    summary: 'One delivery period on a curve, traded or forecast.',
    constructors: [
      'Contract(ondate, tenor, value)',
      'Contract(ondate, tenor, value, start, end)',
      'Contract(ondate, tenor, value, absolute, start, end, expiry)',
    ],
    service: 'data',
    href: `${V}/contract`,
  },
  {
    name: 'Event',
    summary: 'A record of something that happened at a time or over a span.',
    constructors: ['Event(time)', 'Event(ondate, tenor)'],
    service: 'event',
    href: `${V}/event`,
  },
  {
    name: 'List',
    summary: 'An ordered collection of values of any type.',
    constructors: ['List()'],
    service: null,
    href: `${V}/list`,
  },
  {
    name: 'Matrix',
    summary: 'A grid of numbers with row and column labels.',
    constructors: ['Matrix(labels)', 'Matrix(labels, v)', 'Matrix(x, y)', 'Matrix(y, x, v)'],
    service: 'data',
    href: `${V}/matrix`,
  },
  {
    name: 'Workflow',
    summary: 'A runnable chain of actions joined by transitions.',
    constructors: [],
    service: 'workflow',
    href: `${V}/workflow`,
  },
  {
    name: 'Action',
    summary: 'A reusable step that workflows call.',
    constructors: [],
    service: 'action',
    href: `${V}/action`,
  },
  {
    name: 'Arg',
    summary: 'The definition of one input or output of an action.',
    constructors: [],
    service: 'workflow',
    href: `${V}/arg`,
  },
  {
    name: 'Transition',
    summary: 'The definition of a link between two workflow steps.',
    constructors: [],
    service: 'workflow',
    href: `${V}/transition`,
  },
  {
    name: 'Process',
    summary: 'The settings that schedule and run a script or workflow.',
    constructors: ['Process()'],
    service: 'process',
    href: `${V}/process`,
  },
  {
    name: 'Batch',
    summary: 'Values plus metadata, ready to load through a queue.',
    constructors: ['Batch()'],
    service: 'batch',
    href: `${V}/batch`,
  },
  {
    name: 'Script',
    summary: 'The text of an ODSL script, which can be stored and run.',
    constructors: ['Script()'],
    service: 'script',
    href: `${V}/script`,
  },
  {
    name: 'Report',
    summary: 'A configuration whose expression produces a report.',
    constructors: ['Report()'],
    service: 'report',
    href: `${V}/report`,
  },
  {
    name: 'SecurityPolicy',
    summary: 'Rules on who may read or change data in a service.',
    constructors: [],
    service: 'policy',
    href: `${V}/policy`,
  },
  {
    name: 'FeaturePolicy',
    summary: 'Rules on which portal features a user sees.',
    constructors: ['FeaturePolicy()'],
    service: 'policy',
    href: `${V}/featurepolicy`,
  },
  {
    name: 'Transformer',
    summary: 'A stored transformer, as built by the transform command.',
    constructors: [],
    service: 'transformer',
    href: `${V}/transformer`,
  },
  {
    name: 'Extractor',
    summary: 'A stored web extractor.',
    constructors: [],
    service: 'extractor',
    href: `${V}/extractor`,
  },
];

/**
 * Members every built-in type carries besides its own; the types overview describes them once and the example
 * checker adds them to every type.
 */
export const odslCommonMembers: {
  readonly properties: readonly OdslVariableProperty[];
  readonly methods: readonly OdslVariableMethod[];
} = {
  properties: [{ name: 'links', type: null, readOnly: null, meaning: 'The items linked to the value' }],
  methods: [
    {
      signature: 'add(name: String, reference: Reference)',
      returns: 'Void',
      meaning: 'Attaches a named link to another item; the name is unique within the item',
    },
  ],
};

export const odslOperators: readonly OdslOperator[] = [
  { symbol: '+', kind: 'arithmetic', meaning: 'Addition; also joins strings and values into text.' },
  { symbol: '-', kind: 'arithmetic', meaning: 'Subtraction.' },
  { symbol: '*', kind: 'arithmetic', meaning: 'Multiplication.' },
  { symbol: '/', kind: 'arithmetic', meaning: 'Division.' },
  { symbol: '^', kind: 'arithmetic', meaning: 'Raises the left value to the power of the right.' },
  { symbol: '<', kind: 'comparison', meaning: 'Less than.' },
  { symbol: '<=', kind: 'comparison', meaning: 'Less than or equal to.' },
  { symbol: '>', kind: 'comparison', meaning: 'Greater than.' },
  { symbol: '>=', kind: 'comparison', meaning: 'Greater than or equal to.' },
  { symbol: '=', kind: 'comparison', meaning: 'Equal to, inside a condition (outside one it assigns).' },
  { symbol: '==', kind: 'comparison', meaning: 'Equal to.' },
  { symbol: '!=', kind: 'comparison', meaning: 'Not equal to.' },
  { symbol: 'and', kind: 'logical', meaning: 'Holds when both sides hold.' },
  { symbol: 'or', kind: 'logical', meaning: 'Holds when either side holds.' },
  { symbol: 'not', kind: 'logical', meaning: 'Holds when the variable is false or absent.' },
  { symbol: 'like', kind: 'special', meaning: 'Text pattern match, e.g. part of a name.' },
  { symbol: 'intersects', kind: 'special', meaning: 'A shape overlaps another shape.' },
  { symbol: 'within', kind: 'special', meaning: 'A point or shape lies inside another shape.' },
];

export const odslExpressionForms: readonly OdslExpressionForm[] = [
  { form: 'VARIABLE', meaning: 'True when the variable exists or holds true.' },
  { form: 'not VARIABLE', meaning: 'True when the variable is missing or false.' },
  { form: '( EXPR )', meaning: 'Groups a part so it is evaluated first.' },
  { form: '[ EXPR, EXPR, ... ]', meaning: 'List literal.' },
  { form: 'EXPR (* | / | + | - | ^) EXPR', meaning: 'Arithmetic; ^ is the power operator.' },
  { form: 'EXPR (== | = | != | < | <= | > | >=) EXPR', meaning: 'Comparison that yields a boolean.' },
  { form: 'EXPR (like | intersects | within) EXPR', meaning: 'Text pattern or geospatial test.' },
  { form: '? CONDITION', meaning: 'Filter value, mainly for event time series and event curves.' },
  { form: 'CONDITION ? EXPR : EXPR', meaning: 'Picks one of two values.' },
  { form: 'NAME(ARGS)', meaning: 'Calls a built-in or user defined function.' },
  { form: 'VAR.METHOD(ARGS)', meaning: 'Calls a method of a variable.' },
  { form: '${SERVICE:"ID"}', meaning: 'Active variable: reads an item from a platform service.' },
];

/** Date-range helpers of find and data reads, e.g. `for last(5)`, `for between(d1, d2)`, `for within("2025")`. */
export const odslRangeHelpers: readonly string[] = ['from', 'last', 'between', 'within'];

/** Update operators of bulk update, written as calls: `set(status="done")`. */
export const odslUpdateOperators: readonly string[] = ['set', 'inc', 'rename', 'unset', 'setOnInsert'];

/** Property types of a type declaration, written as calls after `as`, e.g. `country as dimension()`. */
export const odslPropertyTypes: readonly string[] = [
  'dimension',
  'string',
  'number',
  'scalar',
  'date',
  'boolean',
  'list',
  'object',
  'duration',
  'geometry',
  'timeseries',
  'curve',
];

/** Constructor calls used in type declarations besides the built-in functions. */
export const odslDeclarationConstructors: readonly string[] = ['String', 'Number', 'Scalar'];
