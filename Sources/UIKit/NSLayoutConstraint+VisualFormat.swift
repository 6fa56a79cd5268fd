import Plumb

extension LayoutConstraint {
    /// The constraints a visual format string describes, inactive (UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`).
    ///
    /// `metrics` values are numbers (`CGFloat`, `Double`, `Int`, `NSNumber`); `views` values are
    /// views or layout guides. Where UIKit raises an exception for a bad format, this logs the
    /// error, with the offending character marked, and returns no constraints. The caller's
    /// file and line go with the constraints and the error, for logs (`sourceFile` and
    /// `sourceLine`, not `file` and `line`, so that Plumb's throwing overload stays callable).
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any],
                                   sourceFile file: String = #fileID, sourceLine line: Int = #line) -> [LayoutConstraint] {
        do throws(VisualFormatError) {
            return try constraints(withVisualFormat: format, options: options,
                                   metrics: try numbers(in: metrics ?? [:], format: format),
                                   views: try items(in: views, format: format),
                                   file: file, line: line) // file and line pick Plumb's throwing overload
        } catch {
            LayoutLog.sink.receive(LayoutMessage(severity: .error, text: error.description,
                                                 location: SourceLocation(file: file, line: line)))
            return []
        }
    }

    private static func numbers(in metrics: [String: Any], format: String) throws(VisualFormatError) -> [String: Double] {
        var result: [String: Double] = [:]
        for (name, value) in metrics {
            switch value {
            case let number as Double: result[name] = number
            case let number as CGFloat: result[name] = Double(number)
            case let number as Int: result[name] = Double(number)
            case let number as Float: result[name] = Double(number)
            case let number as NSNumber: result[name] = number.doubleValue
            default: throw VisualFormatError(message: "Metric '\(name)' is not a number.", format: format, offset: offset(of: name, in: format))
            }
        }
        return result
    }

    private static func items(in views: [String: Any], format: String) throws(VisualFormatError) -> [String: LayoutItem] {
        var result: [String: LayoutItem] = [:]
        for (name, value) in views {
            guard let item = value as? LayoutItem else {
                throw VisualFormatError(message: "'\(name)' in views is not a view or a layout guide.", format: format,
                                        offset: offset(of: name, in: format))
            }
            result[name] = item
        }
        return result
    }

    /// Where `name` first appears in `format`, in characters (0 when it doesn't).
    private static func offset(of name: String, in format: String) -> Int {
        guard let range = format.range(of: name) else { return 0 }
        return format.distance(from: format.startIndex, to: range.lowerBound)
    }
}
