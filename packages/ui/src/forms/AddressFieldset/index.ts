export { AddressFieldset, type AddressFieldsetProps } from './AddressFieldset';
export {
  useZipLookup,
  type AddressChange,
  type StateOption,
  type ZipLookup,
  type ZipLookupOptions,
  type ZipLookupStatus,
} from './useZipLookup';
