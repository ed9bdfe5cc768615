import type { ReactNode } from 'react';
import type { OdslVariableType } from '@site/data/odsl/schema';
import DataTable from '@site/src/components/DataTable';
import { propertyMeaning } from './logic';

interface Props {
  /** Variable type name, e.g. `Curve`; it selects the slice. */
  type: string;
  data: Pick<OdslVariableType, 'name' | 'properties'>;
}

/** Property table of one variable type, rendered from the type data; nothing for a type without properties. */
export default function VariableProperties({ data: variableType }: Props): ReactNode {
  if (variableType.properties.length === 0) return null;
  return (
    <DataTable
      rowHeaders="text"
      caption={`Properties of ${variableType.name}`}
      columns={['Property', 'Type', 'Meaning']}
      rows={variableType.properties.map((property) => ({
        key: property.name,
        // `*` is not a name: it stands for any property you add yourself.
        head: property.name === '*' ? 'any name you choose' : <code>{property.name}</code>,
        cells: [property.type ?? '', propertyMeaning(property.meaning, property.readOnly)],
      }))}
    />
  );
}
