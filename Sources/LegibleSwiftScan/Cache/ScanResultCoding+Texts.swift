import LegibleReporting
import LegibleScan

// The texts code sets (``ScanFileResult/textsInCode``) and the text constants a file declares
// (``ScanFileResult/textConstants``), in the cache's token encoding, after the rest of a result.

extension ResultWriter {
    mutating func putTexts(of result: ScanFileResult) {
        put(result.textsInCode.count)
        for view in result.textsInCode.keys.sorted() {
            let texts = result.textsInCode[view] ?? []
            put(view)
            put(texts.count)
            for text in texts {
                put(text.location.file)
                put(text.location.line)
                put(text.location.column)
                switch text.value {
                case .text(let value):
                    put("t")
                    putText(value)
                case .unreadable(let expression):
                    put("u")
                    put(expression)
                }
            }
        }
        put(result.textConstants.count)
        for name in result.textConstants.keys.sorted() {
            put(name)
            putText(result.textConstants[name] ?? ScannedText())
        }
    }

    private mutating func putText(_ text: ScannedText) {
        put(text.key)
        put(text.literal)
        put(text.table)
    }
}

extension ResultReader {
    /// The texts ``ResultWriter/putTexts(of:)`` wrote, into `result`; `false` when the bytes are damaged.
    mutating func readTexts(into result: inout ScanFileResult) -> Bool {
        guard let viewCount = int() ?? nil, viewCount >= 0 else { return false }
        for _ in 0..<viewCount {
            guard let view = required(), let count = int() ?? nil, count >= 0 else { return false }
            var texts: [ScannedCodeText] = []
            for _ in 0..<count {
                guard let file = required(), let line = int(), let column = int(), let kind = required() else { return false }
                let location = Finding.Location(file: file, line: line, column: column)
                switch kind {
                case "t":
                    guard let text = readText() else { return false }
                    texts.append(ScannedCodeText(.text(text), location: location))
                case "u":
                    guard let expression = required() else { return false }
                    texts.append(ScannedCodeText(.unreadable(expression), location: location))
                default:
                    return false
                }
            }
            result.textsInCode[view] = texts
        }
        guard let constantCount = int() ?? nil, constantCount >= 0 else { return false }
        for _ in 0..<constantCount {
            guard let name = required(), let text = readText() else { return false }
            result.textConstants[name] = text
        }
        return true
    }

    private mutating func readText() -> ScannedText? {
        guard let key = string(), let literal = string(), let table = string() else { return nil }
        return ScannedText(key: key, literal: literal, table: table)
    }
}
