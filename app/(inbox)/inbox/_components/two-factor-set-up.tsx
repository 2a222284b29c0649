import { config } from "@/lib/config";
import { qrCodeSvg, recoveryCodesOf, totpSecretText, totpUri } from "@/lib/staff";

/**
 * What an authenticator app needs to be set up, all drawn on the server (no script): the QR
 * code of the `otpauth://` address, the address and its key as text for typing in, and the ten
 * recovery codes that go with this secret, shown here only, before it is confirmed.
 */
export function TwoFactorSetUp({
  secret,
  email,
  children,
}: {
  secret: Uint8Array;
  email: string;
  children: React.ReactNode;
}) {
  const uri = totpUri(secret, config().site.name, email);
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-4 pl-5">
        <li className="space-y-2">
          <p>
            Open an authenticator app on your phone (such as 2FAS, Aegis, Google Authenticator or Microsoft
            Authenticator) and scan this code:
          </p>
          <div
            role="img"
            aria-label="QR code for setting up two-factor sign-in"
            className="w-48 max-w-full [&>svg]:h-auto [&>svg]:w-full"
            // Drawn here by uqr from the address below: markup of our own making, no script in it.
            dangerouslySetInnerHTML={{ __html: qrCodeSvg(uri) }}
          />
          <p className="text-sm">
            Or type this key into the app: <code className="font-mono break-all">{totpSecretText(uri)}</code>
          </p>
          <p className="text-sm">
            The whole set-up address, for apps that take one:{" "}
            <code data-testid="otpauth-uri" className="font-mono break-all">
              {uri}
            </code>
          </p>
        </li>
        <li className="space-y-2">
          <p>
            Keep these recovery codes somewhere safe, apart from your phone (printed, or in a password manager). Each
            works once, in place of a code from the app, if the phone is lost.{" "}
            <strong>They are not shown again once two-factor sign-in is on.</strong>
          </p>
          <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono sm:max-w-sm">
            {recoveryCodesOf(secret).map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </li>
        <li className="space-y-2">
          <p>Type the six-digit code the app shows now.</p>
          {children}
        </li>
      </ol>
    </div>
  );
}
