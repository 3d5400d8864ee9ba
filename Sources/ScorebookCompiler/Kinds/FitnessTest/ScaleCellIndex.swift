/// A scale's columns by header and rows by key, so an erratum finds its cell
/// by hashing: a search per erratum took 20,000 errata over 20,000 rows a
/// minute. A header or key written twice (an error reported with the scale)
/// is found at its first, as a search in file order finds it.
struct ScaleCellIndex {
    private var columns: [Column: Int] = [:]
    private var rows: [Int: Int] = [:]

    init(_ scale: Scale) {
        for (index, column) in scale.columns.enumerated() where columns[column.value] == nil {
            columns[column.value] = index
        }
        for (index, row) in scale.rows.enumerated() where rows[row.key.value] == nil {
            rows[row.key.value] = index
        }
    }

    /// The position of the first column headed `column`.
    func column(_ column: Column) -> Int? { columns[column] }

    /// The position of the first row keyed `key`.
    func row(_ key: Int) -> Int? { rows[key] }
}
