package com.matrona.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
