import type { ReferenceColumn } from '../columns';
import type { RestService } from './schema';

export type { RestService } from './schema';

/** Every REST service, in alphabetical order of its path segment. */
export const restServices: readonly RestService[] = [
  {
    name: 'action',
    title: 'Action Service',
    summary: 'Reusable workflow steps, public and private; create, read, update and delete, with versions.',
  },
  {
    name: 'audit',
    title: 'Audit Service',
    summary: 'Read the audit trail of every change made through the other services.',
  },
  {
    name: 'automation',
    title: 'Automation Service',
    summary: 'Manage automations that send an item to a target when a condition is met.',
  },
  {
    name: 'automationlog',
    title: 'Automation Log Service',
    summary: 'Read the log written each time an automation fires.',
  },
  {
    name: 'automationtarget',
    title: 'Automation Target Service',
    summary: 'Manage the destinations automations deliver to, such as email or a queue; versioned.',
  },
  {
    name: 'batch',
    title: 'Batch Service',
    summary: 'Update many objects in one call and list the summaries of batch loads.',
  },
  {
    name: 'calendar',
    title: 'Calendar Service',
    summary: 'Manage public and private observation and holiday calendars, with versions.',
  },
  {
    name: 'currency',
    title: 'Currency Service',
    summary: 'Look up public and private currency pairs; read only.',
  },
  {
    name: 'curve',
    title: 'Curve Service',
    summary: 'Manage forward-curve configurations, build status, curve groups and approvals.',
  },
  {
    name: 'data',
    title: 'Data Service',
    summary: 'Read time series and curves; you write them through the object service.',
  },
  {
    name: 'dataset',
    title: 'Dataset Service',
    summary: 'Configure dataset monitoring, feeds and read the daily delivery status.',
  },
  {
    name: 'documentation',
    title: 'Documentation Service',
    summary: 'Store Markdown documents: product docs in public, your support notes in private.',
  },
  {
    name: 'environment',
    title: 'Environment Service',
    summary: 'Create, list and remove the data environments of your company.',
  },
  {
    name: 'event',
    title: 'Event Service',
    summary: 'Read event lists; you write events through their master data objects.',
  },
  {
    name: 'expiry',
    title: 'Expiry Calendar Service',
    summary: 'Manage public and private expiry calendars for futures contracts, with versions.',
  },
  {
    name: 'extension',
    title: 'Extension Service',
    summary: 'Create, publish, install, upgrade and uninstall portal extensions.',
  },
  {
    name: 'extractor',
    title: 'Extractor Service',
    summary: 'Manage extractors that pull content out of web pages, with versions.',
  },
  {
    name: 'group',
    title: 'Group Service',
    summary: 'Manage named lists of items from other services, such as favourites.',
  },
  {
    name: 'index',
    title: 'Index Service',
    summary: 'Manage query indexes on a service; master data by default.',
  },
  {
    name: 'metric',
    title: 'Metric Service',
    summary: 'Read the usage metrics collected for your company; read only.',
  },
  {
    name: 'object',
    title: 'Object Service',
    summary: 'Create, read, update and delete public and private master data, with versions.',
  },
  {
    name: 'policy',
    title: 'Policy Service',
    summary: 'Manage the security policies that control who may do what.',
  },
  {
    name: 'process-execution',
    title: 'Process Execution Service',
    summary: 'Read the execution logs of processes, or start a run with a POST.',
  },
  {
    name: 'process',
    title: 'Process Service',
    summary: 'Manage scheduled or event-driven processes that run scripts and workflows; versioned.',
  },
  { name: 'queue', title: 'Queue Service', summary: 'Create, read, update and delete your message queues.' },
  {
    name: 'report',
    title: 'Report Service',
    summary: 'Read the dated outputs produced from report configurations.',
  },
  {
    name: 'reportconfig',
    title: 'Report Configuration Service',
    summary: 'Manage the configurations that define reports, with versions.',
  },
  {
    name: 'script',
    title: 'Script Service',
    summary: 'Store public and private ODSL scripts in the cloud, with versions.',
  },
  { name: 'secret', title: 'Secret Service', summary: 'Store company secrets such as passwords and keys.' },
  {
    name: 'subscription',
    title: 'Subscription Service',
    summary: 'Manage subscriptions that push changed items to targets.',
  },
  { name: 'task', title: 'Task Service', summary: 'Manage tasks assigned to users, with versions.' },
  {
    name: 'tenant',
    title: 'Tenant Service',
    summary: 'Read the configuration of your tenancy and update company details.',
  },
  {
    name: 'transformer',
    title: 'Transformer Service',
    summary: 'Manage transformers that map collected data into ODSL types, with versions.',
  },
  {
    name: 'type',
    title: 'Type Service',
    summary: 'Manage the object types that model your data, with versions.',
  },
  {
    name: 'user',
    title: 'User Service',
    summary: 'Read the users of your tenancy and update your own details.',
  },
  {
    name: 'workflow',
    title: 'Workflow Service',
    summary: 'Manage the workflows that processes run, with versions.',
  },
];

/** Columns of the service table on the API overview. */
export const restServiceColumns: readonly ReferenceColumn<RestService>[] = [
  { key: 'name', header: 'Path segment', code: true },
  { key: 'title', header: 'Service' },
  { key: 'summary', header: 'What it does' },
];
