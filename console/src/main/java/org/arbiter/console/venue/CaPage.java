package org.arbiter.console.venue;

/**
 * The one page plain http shows the venue's network: the CA to download, a QR code of the https address, and how to
 * trust the CA on Android, iPadOS and Windows (docs/venue.md "Trusting the venue's certificate"), in Russian or English.
 */
final class CaPage {

    private CaPage() {
    }

    static String html(String httpsOrigin, boolean withCa, boolean english) {
        String address = escape(httpsOrigin);
        String qr = QrCode.of(httpsOrigin).svg();
        String steps = withCa ? (english ? STEPS_EN : STEPS_RU) : "";
        String download = withCa
                ? "<p><a class=\"button\" href=\"" + VenuePages.CA_PATH + "\" download=\"arbiter-ca.crt\">"
                        + (english ? "Download the venue's certificate (CA)" : "Скачать сертификат площадки (ЦС)") + "</a></p>"
                : "";
        return """
                <!doctype html>
                <html lang="%s"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
                <title>Arbiter</title>
                <style>
                body{font:18px/1.45 system-ui,sans-serif;margin:0 auto;max-width:44em;padding:1em;color:#111}
                h1{font-size:1.5em;margin:.2em 0}.addr{font-size:1.4em;font-weight:600;word-break:break-all}
                .qr{width:14em;height:14em}.button{display:inline-block;padding:.7em 1.2em;background:#1b5e20;color:#fff;
                border-radius:.4em;text-decoration:none;font-weight:600}h2{font-size:1.1em;margin:1em 0 .3em}ol{margin:0;padding-left:1.4em}
                .lang{float:right}
                </style></head><body>
                <a class="lang" href="?lang=%s">%s</a>
                <h1>Arbiter</h1>
                <p>%s</p>
                <p class="addr"><a href="%s">%s</a></p>
                <div class="qr">%s</div>
                %s
                %s
                </body></html>
                """.formatted(english ? "en" : "ru", english ? "ru" : "en", english ? "Русский" : "English",
                english ? "Open Arbiter at this address (https):" : "Откройте Arbiter по этому адресу (https):",
                address, address, qr, download, steps);
    }

    private static final String STEPS_RU = """
            <h2>Android</h2><ol>
            <li>Нажмите «Скачать сертификат площадки».</li>
            <li>Настройки → Безопасность → Шифрование и учётные данные → Установить сертификат → Сертификат ЦС.</li>
            <li>Выберите arbiter-ca.crt из «Загрузок», подтвердите и откройте адрес выше.</li></ol>
            <h2>iPadOS / iOS</h2><ol>
            <li>Откройте эту страницу в Safari и нажмите «Скачать сертификат площадки», затем «Разрешить».</li>
            <li>Настройки → Профиль загружен → Установить (введите код устройства).</li>
            <li>Настройки → Основные → Об этом устройстве → Доверие сертификатам: включите «Arbiter venue CA».</li></ol>
            <h2>Windows</h2><ol>
            <li>Скачайте сертификат и откройте файл arbiter-ca.crt.</li>
            <li>«Установить сертификат» → «Текущий пользователь» → «Поместить все сертификаты в следующее хранилище» → «Доверенные корневые центры сертификации».</li>
            <li>Подтвердите предупреждение, перезапустите браузер и откройте адрес выше.</li></ol>
            """;

    private static final String STEPS_EN = """
            <h2>Android</h2><ol>
            <li>Tap "Download the venue's certificate".</li>
            <li>Settings → Security → Encryption &amp; credentials → Install a certificate → CA certificate.</li>
            <li>Pick arbiter-ca.crt from Downloads, confirm, and open the address above.</li></ol>
            <h2>iPadOS / iOS</h2><ol>
            <li>Open this page in Safari, tap "Download the venue's certificate", then "Allow".</li>
            <li>Settings → Profile Downloaded → Install (enter the device's passcode).</li>
            <li>Settings → General → About → Certificate Trust Settings: switch on "Arbiter venue CA".</li></ol>
            <h2>Windows</h2><ol>
            <li>Download the certificate and open arbiter-ca.crt.</li>
            <li>"Install Certificate" → "Current User" → "Place all certificates in the following store" → "Trusted Root Certification Authorities".</li>
            <li>Confirm the warning, restart the browser and open the address above.</li></ol>
            """;

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
