import SearchModels

public struct SearchUseCase {}
