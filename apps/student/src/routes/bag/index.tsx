import { useParams } from 'react-router-dom';
import { AreaBoundary } from '../../common/AreaBoundary';
import { BagArea } from './BagArea';
import { OrderArea } from './OrderArea';

const BAG_ERROR = 'Não foi possível mostrar a sacola.';
const ORDER_ERROR = 'Não foi possível mostrar o pedido.';

/** `bag` is the learner's bag; `bag/:orderID` an order of theirs. */
export function Component() {
  const { orderID } = useParams();
  const orderId = Number(orderID);
  if (orderID !== undefined && Number.isInteger(orderId) && orderId > 0)
    return (
      <AreaBoundary text={ORDER_ERROR}>
        <OrderArea key={orderId} orderId={orderId} />
      </AreaBoundary>
    );
  return (
    <AreaBoundary text={BAG_ERROR}>
      <BagArea />
    </AreaBoundary>
  );
}
