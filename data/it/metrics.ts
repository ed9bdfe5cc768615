import type { ReferenceColumn } from '../columns';
import type { Metric, MetricProvider } from './schema';

export type { Metric, MetricProvider } from './schema';

/** Every published metric, grouped by provider. */
export const metrics: readonly Metric[] = [
  {
    provider: 'AzureServiceBus',
    name: 'SuccessfulRequests',
    meaning: 'Requests to the queue that succeeded.',
  },
  {
    provider: 'AzureServiceBus',
    name: 'ServerErrors',
    meaning: 'Requests that failed because of a server error.',
  },
  {
    provider: 'AzureServiceBus',
    name: 'UserErrors',
    meaning: 'Requests that failed because of a client (user) error.',
  },
  { provider: 'AzureServiceBus', name: 'ThrottledRequests', meaning: 'Requests that were throttled.' },
  { provider: 'AzureServiceBus', name: 'IncomingRequests', meaning: 'All requests received.' },
  { provider: 'AzureServiceBus', name: 'IncomingMessages', meaning: 'Messages sent into the queue.' },
  { provider: 'AzureServiceBus', name: 'OutgoingMessages', meaning: 'Messages read from the queue.' },
  {
    provider: 'AzureServiceBus',
    name: 'ActiveConnections',
    meaning: 'Connections open at the time of the sample.',
  },
  { provider: 'AzureServiceBus', name: 'ConnectionsOpened', meaning: 'Connections opened.' },
  { provider: 'AzureServiceBus', name: 'ConnectionsClosed', meaning: 'Connections closed.' },
  { provider: 'AzureServiceBus', name: 'Size', meaning: 'Size of the queue or topic in bytes.' },
  { provider: 'AzureServiceBus', name: 'Messages', meaning: 'Messages held in the queue or topic.' },
  { provider: 'AzureServiceBus', name: 'ActiveMessages', meaning: 'Messages ready to be delivered.' },
  {
    provider: 'AzureServiceBus',
    name: 'DeadletteredMessages',
    meaning: 'Messages moved to the dead-letter queue.',
  },
  {
    provider: 'AzureServiceBus',
    name: 'ScheduledMessages',
    meaning: 'Messages scheduled for later delivery.',
  },
  { provider: 'AzureServiceBus', name: 'CompleteMessage', meaning: 'Messages completed by a receiver.' },
  { provider: 'AzureServiceBus', name: 'AbandonMessage', meaning: 'Messages abandoned by a receiver.' },
  {
    provider: 'AzureServiceBus',
    name: 'PendingCheckpointOperationCount',
    meaning: 'Checkpoint operations still pending.',
  },
  { provider: 'AzureServiceBus', name: 'ServerSendLatency', meaning: 'Time taken to accept a sent message.' },
  {
    provider: 'AzureServiceBus',
    name: 'ReplicationLagDuration',
    meaning: 'Replication lag, measured as time.',
  },
  {
    provider: 'AzureServiceBus',
    name: 'ReplicationLagCount',
    meaning: 'Replication lag, measured in messages.',
  },
  { provider: 'ODSLRequest', name: 'ReadRequests', meaning: 'Read requests made by users.' },
  { provider: 'ODSLRequest', name: 'WriteRequests', meaning: 'Create and update requests made by users.' },
  { provider: 'ODSLRequest', name: 'DeleteRequests', meaning: 'Delete requests made by users.' },
];

/** Columns for a metric table; the provider is given by the section heading. */
export const metricColumns: readonly ReferenceColumn<Metric>[] = [
  { key: 'name', header: 'Metric', code: true },
  { key: 'meaning', header: 'What it counts' },
];

/** The metrics of one provider. */
export function metricsOf(provider: MetricProvider): Metric[] {
  return metrics.filter((metric) => metric.provider === provider);
}
