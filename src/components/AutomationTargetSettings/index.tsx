import type { ReactNode } from 'react';
import type { TargetSlice } from '@site/data/automation';
import DataTable from '@site/src/components/DataTable';
import CodeText from '@site/src/components/CodeText';

interface Props {
  /** Target code, e.g. `email_attachment`; the slice comes from remark-data-slice. */
  code: string;
  data: TargetSlice;
}

function yesNo(value: boolean): string {
  return value ? 'Allowed' : 'Not allowed';
}

/** Facts about the target that apply whatever its settings; only the ones known are listed. */
function summaryRows(target: TargetSlice): Array<[string, ReactNode]> {
  const rows: Array<[string, ReactNode]> = [
    ['Target id', <code key="id">{target.id}</code>],
    ['Target code', <code key="code">{target.code}</code>],
    ['Name in the portal', target.name],
    ['Group', target.groupLabel],
  ];
  if (target.script) rows.push(['Built-in script', <code key="script">{target.script}</code>]);
  if (target.triggers) rows.push(['Triggers', <CodeText key="triggers" text={target.triggers} />]);
  if (target.transformer !== undefined) rows.push(['@transformer', yesNo(target.transformer)]);
  if (target.propertyChange !== undefined)
    rows.push(['@propertyName conditions', yesNo(target.propertyChange)]);
  rows.push(['Receiver gets', <CodeText key="delivers" text={target.delivers} />]);
  if (target.after) rows.push(['Afterwards', <CodeText key="after" text={target.after} />]);
  return rows;
}

/**
 * The summary and the settings of one automation target, from data/automation/targets.yaml.
 * Type and Default columns appear only when some setting of the target has a value for them.
 */
export default function AutomationTargetSettings({ data: target }: Props): ReactNode {
  const hasType = target.inputs.some((i) => i.type);
  const hasDefault = target.inputs.some((i) => i.default);
  const columns = [
    'Setting',
    'Required',
    ...(hasType ? ['Type'] : []),
    ...(hasDefault ? ['Default'] : []),
    'Description',
  ];
  return (
    <>
      <DataTable
        caption={
          <>
            The <code>{target.id}</code> target at a glance
          </>
        }
        label={`The ${target.id} target at a glance`}
        rowHeaders="label"
        rows={summaryRows(target).map(([term, value]) => ({ key: term, head: term, cells: [value] }))}
      />
      <DataTable
        caption={
          <>
            Settings of the <code>{target.code}</code> target
          </>
        }
        label={`Settings of the ${target.code} target`}
        columns={columns}
        rowHeaders="name"
        rows={target.inputs.map((input) => ({
          key: input.name,
          head: <code>{input.name}</code>,
          cells: [
            input.required ? 'Yes' : 'No',
            ...(hasType ? [input.type ? <code key="type">{input.type}</code> : '—'] : []),
            ...(hasDefault ? [input.default ?? '—'] : []),
            <CodeText key="description" text={input.description} />,
          ],
        }))}
      />
    </>
  );
}
