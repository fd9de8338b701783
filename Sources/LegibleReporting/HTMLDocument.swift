import LegibleSyntax

/// One self-contained HTML page, for a report a person opens in a browser: inline CSS, inline
/// SVG, no script, and a content security policy that forbids every fetch, so the page shows
/// the same on a laptop offline as in a CI artefact viewer.
///
/// ```swift
/// let page = HTMLDocument(
///     title: "Design system check",
///     styleSheet: ".swatch { width: 8rem; }",
///     body: HTML.element("h1", text: "Design system check"))
/// page.rendered   // "<!DOCTYPE html>\n<html lang=\"en\">…"
/// ```
///
/// Build the body with ``HTML``: it escapes every text and attribute value.
package struct HTMLDocument: Sendable, Hashable {
    /// The page title, as text (escaped when rendered).
    package var title: String
    /// CSS appended to ``baseStyleSheet``.
    package var styleSheet: String
    /// The body's markup, already escaped.
    package var body: String

    /// A page.
    ///
    /// - Parameters:
    ///   - title: the title, as text.
    ///   - styleSheet: CSS appended to the base style sheet.
    ///   - body: the body's markup, built with ``HTML``.
    package init(title: String, styleSheet: String = "", body: String) {
        self.title = title
        self.styleSheet = styleSheet
        self.body = body
    }

    /// The typography and tables every Legible page shares: system fonts, a light page (so
    /// colour swatches are never recoloured by a dark-mode browser), readable tables.
    package static let baseStyleSheet = """
        :root { color-scheme: light; }
        body { margin: 24px; font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, sans-serif; color: #1c1c1e; background: #ffffff; }
        h1 { font-size: 22px; margin: 0 0 4px; }
        h2 { font-size: 17px; margin: 28px 0 8px; }
        h3 { font-size: 15px; margin: 18px 0 6px; }
        table { border-collapse: collapse; }
        th, td { text-align: left; vertical-align: top; padding: 4px 8px; }
        thead th { border-bottom: 1px solid #c6c6c8; }
        code, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
        .muted { color: #6c6c70; }
        .pass { color: #1b7f37; }
        .fail { color: #c4160f; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
        """

    /// The whole page, ending with a newline.
    package var rendered: String {
        beforeBody + body + afterBody
    }

    /// The page up to the body's content, for a writer that streams a long body itself.
    package var beforeBody: String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTML.escaped(title))</title>
        <style>
        \(Self.baseStyleSheet)
        \(styleSheet)
        </style>
        </head>
        <body>

        """
    }

    /// The page after the body's content, ending with a newline.
    package var afterBody: String {
        """

        </body>
        </html>

        """
    }
}

/// Markup for ``HTMLDocument`` bodies, escaping every text and attribute value with the one XML
/// escaper (`&`, `<`, `>`, quotes; characters XML forbids become U+FFFD).
///
/// ```swift
/// HTML.element("td", ["class": "cell fail", "title": #"1.58:1 < 4.5:1"#], text: "FAIL")
/// // <td class="cell fail" title="1.58:1 &lt; 4.5:1">FAIL</td>
/// ```
package enum HTML {
    /// Text or an attribute value, escaped.
    ///
    /// - Parameter text: the text.
    package static func escaped(_ text: String) -> String {
        XMLText.escaped(text)
    }

    /// An element around markup that is already escaped (other elements).
    ///
    /// - Parameters:
    ///   - name: the element's name.
    ///   - attributes: its attributes in order; a `nil` value leaves the attribute out.
    ///   - content: its content, as markup.
    package static func element(_ name: String, _ attributes: KeyValuePairs<String, String?>, _ content: String) -> String {
        "<\(name)\(attributeList(attributes))>\(content)</\(name)>"
    }

    /// An element without attributes around markup that is already escaped.
    ///
    /// - Parameters:
    ///   - name: the element's name.
    ///   - content: its content, as markup.
    package static func element(_ name: String, _ content: String) -> String {
        "<\(name)>\(content)</\(name)>"
    }

    /// An element around text, escaped here.
    ///
    /// - Parameters:
    ///   - name: the element's name.
    ///   - attributes: its attributes in order; a `nil` value leaves the attribute out.
    ///   - text: its content, as text.
    package static func element(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], text: String) -> String {
        element(name, attributes, escaped(text))
    }

    /// An element without content (`<meta>`, `<br>`), or one drawn by its attributes alone
    /// (an SVG `<rect/>` when `selfClosing`).
    ///
    /// - Parameters:
    ///   - name: the element's name.
    ///   - attributes: its attributes in order; a `nil` value leaves the attribute out.
    ///   - selfClosing: whether to close it with `/>`, as SVG inside HTML expects.
    package static func emptyElement(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], selfClosing: Bool = false) -> String {
        "<\(name)\(attributeList(attributes))\(selfClosing ? "/>" : ">")"
    }

    private static func attributeList(_ attributes: KeyValuePairs<String, String?>) -> String {
        attributes.compactMap { name, value in value.map { " \(name)=\"\(escaped($0))\"" } }.joined()
    }
}
