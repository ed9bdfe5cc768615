/**
 * The embeddable HTML components (custom elements) that extensions, insights and widgets use.
 * The component pages under docs/public/components render their reference tables from this list,
 * so each attribute, method and event is described exactly once.
 */

import type { HtmlComponent, HtmlComponentAttribute } from './schema';

export type {
  HtmlComponent,
  HtmlComponentAttribute,
  HtmlComponentEvent,
  HtmlComponentEventDetail,
  HtmlComponentMethod,
} from './schema';

const SOURCE_VALUES = ['public', 'private', 'all'] as const;

/** Builds the `source` attribute shared by every data-bound component. */
function sourceAttribute(description: string): HtmlComponentAttribute {
  return {
    name: 'source',
    type: 'string',
    defaultValue: null,
    allowedValues: [...SOURCE_VALUES],
    description,
  };
}

function filterAttribute(): HtmlComponentAttribute {
  return {
    name: 'filter',
    type: 'JSON string',
    defaultValue: null,
    allowedValues: [],
    description: 'Optional query filter, written as JSON, that limits the items read from the service.',
  };
}

export const htmlComponents: readonly HtmlComponent[] = [
  {
    tag: 'odsl-chart-axis',
    summary: 'Configures one axis of a chart.',
    parent: 'odsl-chart-panel',
    children: [],
    attributes: [
      {
        name: 'axis',
        type: 'number',
        defaultValue: null,
        allowedValues: [],
        description:
          'Which axis to configure: 0 is the default x axis, 1 the default y axis; any other number adds a new axis.',
      },
      {
        name: 'type',
        type: 'string',
        defaultValue: null,
        allowedValues: ['linear', 'logarithmic', 'datetime', 'category'],
        description: 'Scale used to place values along the axis.',
      },
      {
        name: 'side',
        type: 'number',
        defaultValue: null,
        allowedValues: ['0', '1', '2', '3'],
        description: 'Edge the axis is drawn on: 0 top, 1 right, 2 bottom, 3 left.',
      },
      {
        name: 'reversed',
        type: 'boolean',
        defaultValue: null,
        allowedValues: [],
        description: 'Draws the axis in reverse order, largest value first.',
      },
    ],
    methods: [],
    events: [],
    related: ['odsl-chart-series'],
  },
  {
    tag: 'odsl-chart-panel',
    summary: 'A chart container that reads data from a service and plots its series.',
    parent: null,
    children: ['odsl-chart-series', 'odsl-chart-axis'],
    attributes: [
      {
        name: 'title',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Title shown above the chart.',
      },
      {
        name: 'subtitle',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Smaller line of text shown under the title.',
      },
      {
        name: 'type',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Chart type used to draw the series.',
      },
      {
        name: 'service',
        type: 'string',
        defaultValue: 'data',
        allowedValues: [],
        description: 'REST service that supplies the plotted data.',
      },
      sourceAttribute('Where the data is read from; leave it out for services that have a single source.'),
      {
        name: 'range',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Time series range that limits the observations shown.',
      },
      {
        name: 'config',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Name of a JavaScript variable that holds extra chart configuration.',
      },
      {
        name: 'rangeselector',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Id of an odsl-range-selector on the same page that sets the range of the chart.',
      },
    ],
    methods: [],
    events: [],
    related: ['odsl-range-selector', 'odsl-list-panel'],
  },
  {
    tag: 'odsl-chart-series',
    summary: 'One data item plotted on a chart.',
    parent: 'odsl-chart-panel',
    children: [],
    attributes: [
      {
        name: 'key',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Id of the time series, curve or other item to plot.',
      },
      {
        name: 'id',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Standard element id; lets a script find the series and change its key.',
      },
      {
        name: 'service',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'REST service the item is read from; when left out, the service of the chart is used.',
      },
      sourceAttribute('Where the item is read from; when left out, the source of the chart is used.'),
      {
        name: 'range',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Time series range that limits the observations of this series.',
      },
    ],
    methods: [],
    events: [],
    related: ['odsl-chart-axis'],
  },
  {
    tag: 'odsl-data-field',
    summary: 'A form field the user does not edit: hidden, fixed or computed when the form is saved.',
    parent: 'odsl-input-form',
    children: [],
    attributes: [
      {
        name: 'name',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Name of the property the value is saved under.',
      },
      {
        name: 'value',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Fixed value. Use either value or evalue, not both.',
      },
      {
        name: 'evalue',
        type: 'JavaScript expression',
        defaultValue: null,
        allowedValues: [],
        description:
          'Expression evaluated on submit; it can read other inputs of the form as $data.FIELD. Use either value or evalue, not both.',
      },
    ],
    methods: [{ signature: 'setValue(v)', description: 'Sets the value of the field from script.' }],
    events: [],
    related: ['odsl-input-field'],
  },
  {
    tag: 'odsl-grid-column',
    summary: 'One column of a grid.',
    parent: 'odsl-grid-panel',
    children: [],
    attributes: [
      {
        name: 'field',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Property of each row shown in the column.',
      },
      {
        name: 'headername',
        type: 'string',
        defaultValue: 'value of field',
        allowedValues: [],
        description: 'Text of the column header.',
      },
      {
        name: 'width',
        type: 'number',
        defaultValue: null,
        allowedValues: [],
        description: 'Column width in pixels.',
      },
      {
        name: 'flex',
        type: 'number',
        defaultValue: null,
        allowedValues: [],
        description:
          'Share of the free width the column takes, relative to other flex columns; overrides width.',
      },
      {
        name: 'resizable',
        type: 'boolean',
        defaultValue: 'true',
        allowedValues: ['true', 'false'],
        description: 'Whether the user can drag the column edge to resize it.',
      },
    ],
    methods: [],
    events: [],
    related: [],
  },
  {
    tag: 'odsl-grid-panel',
    summary: 'A table of items read from a service, a group or data you supply.',
    parent: null,
    children: ['odsl-grid-column'],
    attributes: [
      {
        name: 'service',
        type: 'string',
        defaultValue: 'object',
        allowedValues: [],
        description: 'REST service the rows are read from.',
      },
      sourceAttribute('Where the rows are read from.'),
      filterAttribute(),
      {
        name: 'group',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Id of a group; the grid then shows the members of that group.',
      },
      {
        name: 'multi',
        type: 'boolean',
        defaultValue: 'false',
        allowedValues: ['true', 'false'],
        description: 'Allows the user to select more than one row.',
      },
      {
        name: 'manual',
        type: 'boolean',
        defaultValue: null,
        allowedValues: [],
        description: 'Stops the grid reading a service; you supply rows with setData.',
      },
    ],
    methods: [
      { signature: 'getSelected()', description: 'Returns the full data of the selected rows as an array.' },
      { signature: 'refresh()', description: 'Reads the rows from the service again.' },
      {
        signature: 'setData(data)',
        description: 'Replaces the rows with your own array; needs the manual attribute.',
      },
    ],
    events: [
      {
        name: 'change',
        firesWhen: 'The user selects a row.',
        detail: [{ field: 'id', description: 'Id of the selected item.' }],
      },
    ],
    related: ['odsl-list-panel', 'odsl-group-items'],
  },
  {
    tag: 'odsl-group-items',
    summary: 'A compact list of the ids of the members of one group.',
    parent: null,
    children: [],
    attributes: [
      {
        name: 'group',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Id of the group whose members are listed.',
      },
      {
        name: 'multi',
        type: 'boolean',
        defaultValue: 'false',
        allowedValues: ['true', 'false'],
        description: 'Allows the user to select more than one member.',
      },
    ],
    methods: [
      {
        signature: 'getSelected()',
        description: 'Returns an array with one object holding _id for each selected member.',
      },
    ],
    events: [
      {
        name: 'change',
        firesWhen: 'The user selects a member.',
        detail: [
          { field: 'id', description: 'Id of the selected member.' },
          { field: 'name', description: 'Name of the selected member.' },
        ],
      },
    ],
    related: ['odsl-list-panel', 'odsl-grid-panel'],
  },
  {
    tag: 'odsl-input-field',
    summary: 'One editable field of a data-capture form.',
    parent: 'odsl-input-form',
    children: [],
    attributes: [
      {
        name: 'name',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Name of the property the entered value is saved under.',
      },
      {
        name: 'label',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Label shown with the field.',
      },
      {
        name: 'type',
        type: 'string',
        defaultValue: null,
        allowedValues: [
          'text',
          'number',
          'date',
          'localdate-time',
          'odsl-currency',
          'odsl-calendar',
          'odsl-expiry',
          'odsl-units',
          'odsl-timezone',
          'odsl-event-list',
          'odsl-source',
        ],
        description:
          'Kind of input: plain text, number, date, date and time, or a picker filled from the platform.',
      },
      {
        name: 'help',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Hint shown under the field.',
      },
      {
        name: 'value',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Optional starting value.',
      },
      {
        name: 'class',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description:
          'CSS classes, for example Bootstrap grid classes such as col-6 to lay fields out side by side.',
      },
    ],
    methods: [{ signature: 'setValue(v)', description: 'Sets the value of the field from script.' }],
    events: [],
    related: ['odsl-data-field'],
  },
  {
    tag: 'odsl-input-form',
    summary: 'A data-capture form that posts what the user enters to a REST service.',
    parent: null,
    children: ['odsl-input-field', 'odsl-data-field'],
    attributes: [
      {
        name: 'service',
        type: 'string',
        defaultValue: 'object',
        allowedValues: [],
        description: 'REST service the form posts to when the user submits it.',
      },
      sourceAttribute('Where the posted data is stored.'),
    ],
    methods: [
      {
        signature: 'fillForm(data)',
        description: 'Fills the fields from a JSON object, for example to edit a record.',
      },
    ],
    events: [
      {
        name: 'submit',
        firesWhen: 'The user submits the form, before the data is posted.',
        detail: [
          {
            field: 'data',
            description: 'The data about to be posted; check it or reshape it here.',
          },
        ],
      },
      {
        name: 'change',
        firesWhen: 'The data has been posted.',
        detail: [],
      },
    ],
    related: [],
  },
  {
    tag: 'odsl-list-panel',
    summary: 'A selectable list showing the icon, id, name and description of each item.',
    parent: null,
    children: [],
    attributes: [
      {
        name: 'name',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Heading shown above the list.',
      },
      {
        name: 'service',
        type: 'string',
        defaultValue: 'object',
        allowedValues: [],
        description: 'REST service the items are read from.',
      },
      sourceAttribute('Where the items are read from.'),
      filterAttribute(),
      {
        name: 'group',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Id of a group; the list then shows the members of that group.',
      },
    ],
    methods: [
      {
        signature: 'getSelected()',
        description: 'Returns the _id, name and description of the selected item.',
      },
      { signature: 'refresh()', description: 'Reads the list from the service again.' },
    ],
    events: [
      {
        name: 'change',
        firesWhen: 'The user selects an item.',
        detail: [
          { field: 'id', description: 'Id of the selected item.' },
          { field: 'name', description: 'Name of the selected item.' },
        ],
      },
    ],
    related: ['odsl-grid-panel', 'odsl-chart-panel', 'odsl-group-items'],
  },
  {
    tag: 'odsl-ondate-selector',
    summary: 'A picker for the ondate (valuation date) of a curve.',
    parent: null,
    children: [],
    attributes: [],
    methods: [],
    events: [
      {
        name: 'change',
        firesWhen: 'The user picks an ondate.',
        detail: [{ field: 'detail', description: 'The selected ondate; the detail itself is the value.' }],
      },
    ],
    related: ['odsl-range-selector', 'odsl-chart-panel'],
  },
  {
    tag: 'odsl-range-selector',
    summary: 'A picker for a preset date range or a pair of dates.',
    parent: null,
    children: [],
    attributes: [
      {
        name: 'ranges',
        type: 'JSON array string',
        defaultValue: null,
        allowedValues: [],
        description: 'Preset range codes offered in the list, for example ["last7","thismonth"].',
      },
      {
        name: 'field',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Date property used to build the filter in the change event.',
      },
      {
        name: 'simple',
        type: 'boolean (presence)',
        defaultValue: null,
        allowedValues: [],
        description: 'Shows only the list of preset ranges.',
      },
      {
        name: 'includeTime',
        type: 'boolean (presence)',
        defaultValue: null,
        allowedValues: [],
        description: 'Lets the user enter a time as well as a date.',
      },
      {
        name: 'forbidOverride',
        type: 'boolean (presence)',
        defaultValue: null,
        allowedValues: [],
        description: 'Allows preset ranges only; the start and end dates cannot be edited.',
      },
    ],
    methods: [
      {
        signature: 'getRange()',
        description: 'Returns the current choice as an object with start, end, range, func and filter.',
      },
    ],
    events: [
      {
        name: 'change',
        firesWhen: 'The user picks a range or changes a date.',
        detail: [
          { field: 'start', description: 'Start date of the range.' },
          { field: 'end', description: 'End date of the range.' },
          { field: 'range', description: 'Code of the preset range, if one was picked.' },
          {
            field: 'func',
            description: 'Range written for the _range query parameter, such as between(S,E).',
          },
          {
            field: 'filter',
            description: 'JSON for the _filter query parameter, on field, using $gte and $lte.',
          },
        ],
      },
    ],
    related: ['odsl-chart-panel', 'odsl-ondate-selector'],
  },
  {
    tag: 'odsl-select',
    summary: 'A drop-down list filled from platform data.',
    parent: null,
    children: [],
    attributes: [
      {
        name: 'service',
        type: 'string',
        defaultValue: 'object',
        allowedValues: [],
        description: 'REST service the options are read from.',
      },
      sourceAttribute('Where the options are read from.'),
      {
        name: 'field',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'When set, the options are the distinct values of this property instead of item ids.',
      },
      filterAttribute(),
    ],
    methods: [{ signature: 'getSelected()', description: 'Returns the id of the selected option.' }],
    events: [
      {
        name: 'change',
        firesWhen: 'The user picks an option.',
        detail: [{ field: 'id', description: 'Id of the selected option.' }],
      },
    ],
    related: ['odsl-list-panel', 'odsl-input-field'],
  },
  {
    tag: 'odsl-toolbar-item',
    summary: 'A button on a toolbar.',
    parent: 'odsl-toolbar',
    children: [],
    attributes: [
      {
        name: 'icon',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Name of the Bootstrap icon drawn on the button.',
      },
      {
        name: 'title',
        type: 'string',
        defaultValue: null,
        allowedValues: [],
        description: 'Tooltip text shown when the pointer rests on the button.',
      },
    ],
    methods: [],
    events: [{ name: 'click', firesWhen: 'The user clicks the button.', detail: [] }],
    related: [],
  },
  {
    tag: 'odsl-toolbar',
    summary: 'A container that lays out a row of toolbar buttons.',
    parent: null,
    children: ['odsl-toolbar-item'],
    attributes: [],
    methods: [],
    events: [],
    related: ['odsl-grid-panel', 'odsl-list-panel'],
  },
];

/** Route of a component's page. */
export function htmlComponentPath(tag: string): string {
  return `/docs/public/components/${tag}`;
}

/** Looks a component up by tag; an unknown tag is an authoring error, so it throws. */
export function getHtmlComponent(tag: string): HtmlComponent {
  const component = htmlComponents.find((candidate) => candidate.tag === tag);
  if (!component) {
    throw new Error(`Unknown HTML component "${tag}"`);
  }
  return component;
}

/** Parent, children and related components of a component, without duplicates, in that order. */
export function connectedHtmlComponents(tag: string): string[] {
  const component = getHtmlComponent(tag);
  const tags = [...(component.parent ? [component.parent] : []), ...component.children, ...component.related];
  return [...new Set(tags)];
}
