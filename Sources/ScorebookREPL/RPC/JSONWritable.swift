/// A method's result, written straight into the response.
protocol JSONWritable {
    func write(into writer: JSONWriter)
}
