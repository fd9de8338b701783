import LegibleReporting
import LegibleSyntax

extension ScreenAudit {
    /// The screen drawn as a standalone SVG document, one user unit per pt (dp, CSS px).
    ///
    /// Interactive elements are blue, and red when they have an error or orange when they
    /// have only warnings; a dashed outline shows a hit area larger than the frame; tab bars
    /// show their tab slices; every target under 24 × 24 carries its WCAG 2.5.8 spacing circle,
    /// red when it intersects something. Non-interactive elements are grey.
    ///
    /// ```swift
    /// let svg = ScreenAudit(screen: screen, platform: .ios).svg()
    /// ```
    public func svg() -> String {
        let margin = 16.0
        let bounds = drawingBounds()
        let (minX, minY) = (bounds.minX - margin, bounds.minY - margin)
        let (width, height) = (bounds.width + 2 * margin, bounds.height + 2 * margin)
        let severityByElement = Dictionary(findings.map { ($0.id, $0.severity) }, uniquingKeysWith: max)

        var lines: [String] = [
            ##"<?xml version="1.0" encoding="UTF-8"?>"##,
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="\##(n(minX)) \##(n(minY)) \##(n(width)) \##(n(height))" width="\##(n(width))" height="\##(n(height))" font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="10">"##,
            "<title>\(XMLText.escaped(title))</title>",
            ##"<rect x="\##(n(minX))" y="\##(n(minY))" width="\##(n(width))" height="\##(n(height))" fill="#fafafa"/>"##,
        ]
        if let size = screen.size {
            lines.append(##"<rect x="0" y="0" width="\##(n(size.width))" height="\##(n(size.height))" fill="#ffffff" stroke="#999999"/>"##)
        }
        for element in screen.elements where !element.isInteractive {
            lines.append(Self.rect(element.frame, fill: "#eeeeee", stroke: "#bbbbbb", extra: ##" stroke-dasharray="2 2""##))
            lines.append(label(element.id, at: element.frame, color: "#888888"))
        }
        for element in screen.elements where element.isInteractive {
            let (fill, stroke) = Self.colors(for: severityByElement[element.id])
            lines.append("<g id=\"\(XMLText.escaped(element.id))\">")
            lines.append(Self.rect(element.frame, fill: fill, stroke: stroke, extra: ""))
            if element.hitArea != element.frame {
                lines.append(Self.rect(element.hitArea, fill: "none", stroke: stroke, extra: ##" stroke-dasharray="4 2""##))
            }
            for tab in element.targets.dropFirst() {
                lines.append(##"<line x1="\##(n(tab.minX))" y1="\##(n(tab.minY))" x2="\##(n(tab.minX))" y2="\##(n(tab.maxY))" stroke="\##(stroke)"/>"##)
            }
            lines.append(label(element.id, at: element.frame, color: stroke))
            lines.append("</g>")
        }
        for target in targets where target.spacing.isUndersized {
            let color = target.spacing.passes ? "#2e9d4a" : "#d62f2f"
            let center = target.rect.center
            lines.append(
                ##"<circle cx="\##(n(center.x))" cy="\##(n(center.y))" r="\##(n(SpacingException.diameter / 2))" fill="none" stroke="\##(color)" stroke-dasharray="3 2"><title>\##(XMLText.escaped(target.id)): WCAG 2.5.8 spacing circle</title></circle>"##
            )
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private var title: String {
        let passing = passes ? "passes" : "fails"
        return "\(screen.name ?? "Screen"): touch targets, \(platform.guideline), \(passing)"
    }

    /// The screen, or when its size is unknown every element, hit area and spacing circle.
    private func drawingBounds() -> TargetRect {
        if let size = screen.size { return TargetRect(x: 0, y: 0, width: size.width, height: size.height) }
        let radius = SpacingException.diameter / 2
        let rects =
            screen.elements.flatMap { [$0.frame, $0.hitArea] }
            + targets.filter(\.spacing.isUndersized).map {
                TargetRect(x: $0.rect.center.x - radius, y: $0.rect.center.y - radius, width: 2 * radius, height: 2 * radius)
            }
        guard let first = rects.first else { return TargetRect(x: 0, y: 0, width: 100, height: 100) }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }

    private func label(_ text: String, at frame: TargetRect, color: String) -> String {
        ##"<text x="\##(n(frame.minX + 2))" y="\##(n(frame.minY + 10))" fill="\##(color)">\##(XMLText.escaped(text))</text>"##
    }

    private static func colors(for severity: Severity?) -> (fill: String, stroke: String) {
        switch severity {
        case .error: ("#ffd9d9", "#d62f2f")
        case .warning: ("#ffe8c2", "#c76b00")
        case .note, nil: ("#dbe9ff", "#2f6fde")
        }
    }

    private static func rect(_ rect: TargetRect, fill: String, stroke: String, extra: String) -> String {
        ##"<rect x="\##(n(rect.x))" y="\##(n(rect.y))" width="\##(n(rect.width))" height="\##(n(rect.height))" fill="\##(fill)" stroke="\##(stroke)"\##(extra)/>"##
    }

}

/// A coordinate for SVG: plain decimal, at most two places.
private func n(_ value: Double) -> String { LengthFormat.string(value) }
