/// A report format: a pure function from a `Report` to the text of the output.
public protocol Reporter: Sendable {
    func render(_ report: Report) -> String
}
