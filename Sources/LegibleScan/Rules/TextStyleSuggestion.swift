import LegibleTypeScale

/// The text style or Material role nearest a fixed size, for `text.fixed-size`'s advice.
enum TextStyleSuggestion {
    /// The iOS text style whose size at the default category is nearest `size`; between styles
    /// of the same size (Body and Headline are both 17 pt), the one whose weight is nearest.
    static func nearest(size: Double, weight: FontWeight) -> TextStyle {
        TextStyle.allCases.min { lhs, rhs in
            distance(lhs, size: size, weight: weight) < distance(rhs, size: size, weight: weight)
        }!
    }

    private static func distance(_ style: TextStyle, size: Double, weight: FontWeight) -> (Double, Double) {
        let metrics = DynamicType.metrics(for: style, category: DynamicType.defaultCategory)
        return (abs(metrics.size - size), abs(metrics.weight.value - weight.value))
    }

    /// The Material 3 role whose size is nearest `size` (sp), then whose weight is nearest.
    static func nearestRole(size: Double, weight: FontWeight) -> MaterialTypeRole {
        MaterialTypeRole.allCases.min { lhs, rhs in
            (abs(lhs.style.size - size), abs(lhs.style.weight.value - weight.value))
                < (abs(rhs.style.size - size), abs(rhs.style.weight.value - weight.value))
        }!
    }
}
