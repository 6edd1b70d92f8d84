export * from './OrdersHistory';
