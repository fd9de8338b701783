import LegibleShaping

/// What every batch of an audit reads: the labels, their texts and groups, and the sizes, shaping
/// keys and measurer of each group, worked out once before measuring starts.
struct AuditWork: Sendable {
    let labels: [PlannedLabel]
    /// Each label's group: read many times per batch, and reading `labels[i].group` copies the
    /// whole entry.
    let labelGroups: [Int]
    let groups: [LabelGroup]
    /// Each label's text with placeholders replaced.
    let texts: [String]
    /// Labels with equal numbers have the same font setup and byte-for-byte the same text, so
    /// the same shapes.
    let shapeNumbers: [Int]
    /// Each group's categories: layout options and shaping keys.
    let sizes: [[CategorySize]]
    /// Each group's distinct shaping keys, in category order.
    let keys: [[ShapingKey]]
    let measurers: [TextMeasurer]

    /// The order to measure labels in: labels with the same shapes next to each other, so that
    /// they share them, and otherwise by font setup (`setups` numbers them) and catalog order.
    static func order(shapeNumbers: [Int], setups: [Int]) -> [Int] {
        // A counting sort: shape numbers are dense (0, 1, 2… in order of first appearance) and
        // each has one setup, so their order is setup by setup, then by number; labels follow
        // their number's place, in catalog order.
        let shapeCount = (shapeNumbers.max() ?? -1) + 1
        var shapeSetups = [Int](repeating: 0, count: shapeCount)
        var labelCounts = [Int](repeating: 0, count: shapeCount)
        for (label, shape) in shapeNumbers.enumerated() {
            shapeSetups[shape] = setups[label]
            labelCounts[shape] += 1
        }
        var shapesBySetup = [[Int]](repeating: [], count: (setups.max() ?? -1) + 1)
        for shape in 0..<shapeCount { shapesBySetup[shapeSetups[shape]].append(shape) }
        // Where each shape's labels start in the order.
        var starts = [Int](repeating: 0, count: shapeCount)
        var next = 0
        for shape in shapesBySetup.joined() {
            starts[shape] = next
            next += labelCounts[shape]
        }
        var order = [Int](repeating: 0, count: shapeNumbers.count)
        for (label, shape) in shapeNumbers.enumerated() {
            order[starts[shape]] = label
            starts[shape] += 1
        }
        return order
    }

    /// Numbers (setup, text) pairs: equal setup and equal UTF-8 give equal numbers. Bytes rather
    /// than `String` equality, which would join canonically equivalent texts that can shape
    /// differently (and costs a normalisation per hash).
    static func shapeNumbers(texts: [String], setups: [Int]) -> [Int] {
        struct SharedShape: Hashable {
            let setup: Int
            let text: String

            static func == (left: Self, right: Self) -> Bool {
                left.setup == right.setup && left.text.utf8.elementsEqual(right.text.utf8)
            }

            func hash(into hasher: inout Hasher) {
                hasher.combine(setup)
                var text = text
                text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            }
        }
        var numbers: [SharedShape: Int] = [:]
        numbers.reserveCapacity(texts.count)
        return zip(setups, texts).map { setup, text in
            let shape = SharedShape(setup: setup, text: text)
            if let number = numbers[shape] { return number }
            numbers[shape] = numbers.count
            return numbers.count - 1
        }
    }

    /// Measures the labels of one batch (indexes into `labels`, same shapes adjacent).
    func measure(_ batch: [Int]) -> [(Int, LabelAudit)] {
        let shapes = shape(batch)
        // Line breaks depend on the text alone: found once for all shapes of a text.
        var lineBreaks: LineBreaks?
        return zip(batch.indices, zip(batch, shapes)).map { position, labelShapes in
            let (index, shapes) = labelShapes
            if position > 0, !texts[batch[position - 1]].utf8.elementsEqual(texts[index].utf8) { lineBreaks = nil }
            let label = labels[index]
            let group = groups[labelGroups[index]]
            let layout = group.layout
            let measured = OverflowAuditor.measure(
                texts[index], layout: layout, sizes: sizes[labelGroups[index]], shapes: shapes,
                lineBreaks: &lineBreaks)
            // With Bold Text on, the bundled fallbacks that could not draw the heavier weight.
            let lighter = LighterFallbackFace.faces(in: shapes, layout: layout, legibilityWeight: group.legibilityWeight, primary: group.setup.font)
            return (
                index,
                LabelAudit(
                    entry: label.entry, displayText: texts[index], layout: layout, isPseudo: label.isPseudo,
                    measurements: measured.measurements, missingCharacters: measured.missing,
                    legibilityWeight: group.legibilityWeight, lighterFallbacks: lighter, callerID: label.callerID)
            )
        }
    }

    /// The shapes of each label of a batch, made one shaping key at a time (all the batch's
    /// Inter Text shapes, then all its Inter Display ones), so that HarfBuzz works through one
    /// face's tables at a time rather than alternating between two. A label takes the shape the
    /// one before it made when it has the same shapes, and reuses one of its own for a key that
    /// only turns optional ligatures off when its fonts have none (`ShapedText.reused(as:)`).
    private func shape(_ batch: [Int]) -> [[ShapedText]] {
        var batchKeys: [ShapingKey] = []
        for group in Set(batch.map { labelGroups[$0] }).sorted() {
            for key in keys[group] where !batchKeys.contains(key) { batchKeys.append(key) }
        }
        var shapes = [[ShapedText]](repeating: [], count: batch.count)
        for key in batchKeys {
            for (position, index) in batch.enumerated() {
                let group = labelGroups[index]
                guard keys[group].contains(key) else { continue }
                if position > 0, shapeNumbers[batch[position - 1]] == shapeNumbers[index],
                    let shared = shapes[position - 1].last, shared.key == key
                {
                    shapes[position].append(shared)
                } else {
                    shapes[position].append(OverflowAuditor.shape(texts[index], key: key, measurer: measurers[group], reusing: shapes[position]))
                }
            }
        }
        return shapes
    }
}
