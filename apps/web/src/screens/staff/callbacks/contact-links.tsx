import { MessageCircle, Phone } from 'lucide-react';
import { buttonClass } from '../../../components/button/button';
import { staffMessages } from '../../../messages/staff';
import { phoneLinks } from './format';

const text = staffMessages.callbacks;

/**
 * Call and WhatsApp buttons for the customer's phone, big enough for a thumb. The call link says
 * the number; the WhatsApp one names the customer, since a list holds several.
 */
export function ContactLinks({ cellphone, name }: { cellphone: string | null; name: string }) {
  const links = phoneLinks(cellphone);
  if (!links) return <p className="text-sm text-slate-600">{text.noPhone}</p>;
  return (
    <div className="flex flex-wrap gap-2">
      <a href={links.tel} className={buttonClass('primary')}>
        <Phone aria-hidden="true" className="size-4" />
        {text.call} {cellphone}
      </a>
      <a
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('secondary')}
        aria-label={`${text.whatsapp}: ${name}`}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {text.whatsapp}
      </a>
    </div>
  );
}
